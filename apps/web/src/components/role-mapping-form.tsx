import { groupsAttributeSchema, ROLE_MAPPING_MAX, type RoleMapping, roleMappingEntrySchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { builtInRoleLabel, organizationRolesQueryOptions } from "@/lib/organization-roles";

interface RoleMappingFormProps {
  /** Prefix of the controls' ids: several forms may be on one page (one per SSO provider). */
  id: string;
  organizationId: string;
  mapping: RoleMapping;
  saveLabel: string;
  pending: boolean;
  /**
   * Where the groups are read from, saved with the mapping (an SSO provider's claim or attribute
   * name; SCIM Groups have none): its field's words and the stored name.
   */
  attribute?: { label: string; hint: string; invalid: string; value: string };
  onSave: (mapping: RoleMapping, attribute?: string) => void;
}

/** The rows as typed: the same rule per row as the server's (`roleMappingEntrySchema`), at most 20. */
const formSchema = z.object({
  // Checked by the domain's rule (groupsAttributeSchema) in the form, where the field's message is known.
  attribute: z.string(),
  entries: z
    .array(
      z.object({
        group: z.string().refine((group) => roleMappingEntrySchema.shape.group.safeParse(group).success, {
          error: () => m.role_mapping_group_invalid(),
        }),
        role: z.string().min(1, { error: () => m.role_mapping_role_required() }),
      }),
    )
    .max(ROLE_MAPPING_MAX),
});
type FormValues = z.infer<typeof formSchema>;

/** Built-in role names are written in lower case in English and shown capitalized. */
const capitalized = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * Which directory groups give which role of the organization (decision 042), for an SSO provider's
 * groups and for SCIM Groups alike: rows of group → role, in order. The role picker offers admin,
 * member and the organization's own roles by their label, never owner (the server refuses it too).
 */
export function RoleMappingForm({
  id,
  organizationId,
  mapping,
  saveLabel,
  pending,
  attribute,
  onSave,
}: RoleMappingFormProps) {
  const customRoles = useQuery({ ...organizationRolesQueryOptions(organizationId), meta: { silent: true } });
  const schema = formSchema.superRefine((values, ctx) => {
    if (attribute && !groupsAttributeSchema.safeParse(values.attribute).success) {
      ctx.addIssue({ code: "custom", path: ["attribute"], message: attribute.invalid });
    }
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    values: { attribute: attribute?.value ?? "", entries: mapping.map((entry) => ({ ...entry })) },
    resetOptions: { keepDirtyValues: true },
  });
  const rows = useFieldArray({ control: form.control, name: "entries" });
  const errors = form.formState.errors.entries;
  const attributeError = form.formState.errors.attribute;
  const attributeId = `${id}-attribute`;
  const options = [
    { value: "admin", label: capitalized(builtInRoleLabel("admin")) },
    { value: "member", label: capitalized(builtInRoleLabel("member")) },
    ...(customRoles.data ?? []).map((role) => ({ value: role.role, label: role.label })),
  ];
  // A role the mapping names that is not offered any more (deleted meanwhile) stays visible by its key.
  const known = new Set(options.map((option) => option.value));
  for (const entry of mapping) {
    if (!known.has(entry.role)) options.push({ value: entry.role, label: entry.role });
    known.add(entry.role);
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        onSave(
          values.entries.map((entry) => ({ group: entry.group.trim(), role: entry.role })),
          attribute ? values.attribute.trim() : undefined,
        ),
      )}
      noValidate
    >
      {attribute ? (
        <Field data-invalid={Boolean(attributeError)} className="max-w-md">
          <FieldLabel htmlFor={attributeId}>{attribute.label}</FieldLabel>
          <Input
            {...fieldAria(attributeId, attributeError, true)}
            autoComplete="off"
            spellCheck={false}
            {...form.register("attribute")}
          />
          <FieldDescription id={descriptionId(attributeId)}>{attribute.hint}</FieldDescription>
          <FieldError id={errorId(attributeId)} errors={[attributeError]} />
        </Field>
      ) : null}
      <p className="text-muted-foreground text-sm">{m.role_mapping_explained()}</p>
      {rows.fields.length === 0 ? <p className="text-sm">{m.role_mapping_empty()}</p> : null}
      <ol className="grid gap-3">
        {rows.fields.map((row, index) => {
          const groupId = `${id}-group-${index}`;
          const roleId = `${id}-role-${index}`;
          const rowErrors = errors?.[index];
          return (
            <li key={row.id} className="grid items-start gap-2 sm:grid-cols-[1fr_12rem_auto]">
              <Field data-invalid={Boolean(rowErrors?.group)}>
                <FieldLabel htmlFor={groupId}>{m.role_mapping_group_label({ position: String(index + 1) })}</FieldLabel>
                <Input {...fieldAria(groupId, rowErrors?.group)} {...form.register(`entries.${index}.group`)} />
                <FieldError id={errorId(groupId)} errors={[rowErrors?.group]} />
              </Field>
              <Field data-invalid={Boolean(rowErrors?.role)}>
                <FieldLabel htmlFor={roleId}>{m.role_mapping_role_label({ position: String(index + 1) })}</FieldLabel>
                <NativeSelect {...fieldAria(roleId, rowErrors?.role)} {...form.register(`entries.${index}.role`)}>
                  {options.map((option) => (
                    <NativeSelectOption key={option.value} value={option.value}>
                      {option.label}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
                <FieldError id={errorId(roleId)} errors={[rowErrors?.role]} />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-6"
                aria-label={m.role_mapping_remove({ position: String(index + 1) })}
                onClick={() => rows.remove(index)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.fields.length >= ROLE_MAPPING_MAX}
          onClick={() => rows.append({ group: "", role: "member" })}
        >
          <PlusIcon aria-hidden="true" />
          {m.role_mapping_add()}
        </Button>
        <Button type="submit" disabled={pending}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
