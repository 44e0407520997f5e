import { groupListSchema, splitGroupList } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";

interface AdminGroupsFormProps {
  id: string;
  label: string;
  saveLabel: string;
  groups: string[];
  pending: boolean;
  onSave: (groups: string[]) => void;
}

/**
 * The identity provider's groups whose people become admins, typed as one comma-separated line: the
 * same rule as the server's (`groupListSchema`), for SSO providers and SCIM provisioning alike.
 */
export function AdminGroupsForm({ id, label, saveLabel, groups, pending, onSave }: AdminGroupsFormProps) {
  const form = useForm<{ groups: string }>({
    resolver: zodResolver(
      z.object({
        groups: z.string().refine((text) => groupListSchema.safeParse(splitGroupList(text)).success, {
          error: () => m.admin_groups_invalid(),
        }),
      }),
    ),
    values: { groups: groups.join(", ") },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-2"
      onSubmit={form.handleSubmit((values) => onSave(splitGroupList(values.groups)))}
      noValidate
    >
      <Field data-invalid={Boolean(errors.groups)}>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <div className="flex flex-wrap gap-2">
          <Input {...fieldAria(id, errors.groups)} className="max-w-sm" {...form.register("groups")} />
          <Button type="submit" variant="outline" disabled={pending}>
            {saveLabel}
          </Button>
        </div>
        <FieldError id={errorId(id)} errors={[errors.groups]} />
      </Field>
    </form>
  );
}
