import { ORGANIZATION_ROLES, type Permissions } from "@app/access";
import { CUSTOM_ROLE_LABEL_MAX, customRoleKeyFrom, customRoleKeySchema, customRoleLabelSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldLegend,
  FieldSet,
} from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import type { CustomRole } from "@/lib/organization-roles";
import { useCreateRoleMutation, useUpdateRoleMutation } from "./api";
import { EDITABLE_AREAS, holds, type StatementKey, statementKeys, toPermission } from "./statements";

interface RoleDialogProps {
  organizationId: string;
  /** Omitted: a new role. */
  role?: CustomRole;
  /** What the caller holds: other statements are shown, but cannot be chosen. */
  held: Permissions;
  /** The keys of the organization's roles, which a new one cannot take. */
  takenKeys: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RoleDialog({ open, onOpenChange, ...props }: RoleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {/* Mounted at every opening, so it starts from what is stored. */}
        {open ? <RoleForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface Values {
  label: string;
  key: string;
  statements: StatementKey[];
}

/** The server's rules for the name and key (packages/domain), and a key no other role has. */
function formSchema(creating: boolean, takenKeys: string[]) {
  const taken = new Set<string>([...ORGANIZATION_ROLES, ...takenKeys]);
  return z.object({
    label: customRoleLabelSchema,
    key: creating
      ? customRoleKeySchema.refine((key) => !taken.has(key), { error: () => m.roles_key_taken() })
      : z.string(),
    statements: z.array(z.custom<StatementKey>()),
  });
}

function RoleForm({
  organizationId,
  role,
  held,
  takenKeys,
  onDone,
}: Omit<RoleDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const creating = !role;
  const initial = role ? statementKeys(role.permission) : [];
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(creating, takenKeys)),
    defaultValues: { label: role?.label ?? "", key: role?.role ?? "", statements: initial },
  });
  const { errors, dirtyFields } = form.formState;
  // The key follows the name until the person writes a key of their own.
  const keyTyped = Boolean(dirtyFields.key) && form.watch("key") !== customRoleKeyFrom(form.watch("label"));
  const labelField = form.register("label", {
    onChange: (event) => {
      if (creating && !keyTyped) form.setValue("key", customRoleKeyFrom(event.target.value));
    },
  });
  /** A refusal of the server: the key's under the key, the rest above the buttons. */
  const refused = (error: Error & { code?: string }) => {
    if (error.code === "ROLE_KEY_INVALID" || error.code === "ROLE_NAME_IS_ALREADY_TAKEN") {
      form.setError("key", { message: error.message }, { shouldFocus: true });
    } else if (error.code === "ROLE_LABEL_INVALID") {
      form.setError("label", { message: error.message }, { shouldFocus: true });
    } else {
      form.setError("root", { message: error.message });
    }
  };
  const create = useCreateRoleMutation(organizationId, {
    onSuccess: (_, { label }) => {
      toast.success(m.roles_created({ role: label.trim() }));
      onDone();
    },
    onError: refused,
  });
  const update = useUpdateRoleMutation(organizationId, {
    onSuccess: (_, { label }) => {
      toast.success(m.roles_saved({ role: label.trim() }));
      onDone();
    },
    onError: refused,
  });
  const pending = create.isPending || update.isPending;
  const title = role ? m.roles_form_edit_title({ role: role.label }) : m.roles_form_create_title();

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit((values) => {
        form.clearErrors("root");
        const permission = toPermission(values.statements);
        if (!role) {
          create.mutate({ key: values.key, label: values.label.trim(), permission });
          return;
        }
        // Unchanged statements are not sent: renaming a role needs no statement of the caller's.
        const changed = values.statements.join() !== initial.join();
        update.mutate({ roleId: role.id, label: values.label.trim(), permission: changed ? permission : undefined });
      })}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{m.roles_form_description()}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field data-invalid={Boolean(errors.label)}>
          <FieldLabel htmlFor="role-label">{m.roles_name_label()}</FieldLabel>
          <Input
            {...fieldAria("role-label", errors.label)}
            autoComplete="off"
            maxLength={CUSTOM_ROLE_LABEL_MAX}
            {...labelField}
          />
          <FieldError id={errorId("role-label")} errors={[errors.label]} />
        </Field>
        <Field data-invalid={Boolean(errors.key)}>
          <FieldLabel htmlFor="role-key">{m.roles_key_label()}</FieldLabel>
          <Input
            {...fieldAria("role-key", errors.key, true)}
            className="font-mono"
            autoComplete="off"
            spellCheck={false}
            readOnly={!creating}
            {...form.register("key")}
          />
          <FieldDescription id={descriptionId("role-key")}>{m.roles_key_hint()}</FieldDescription>
          <FieldError id={errorId("role-key")} errors={[errors.key]} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="statements"
        render={({ field }) => {
          const chosen = new Set(field.value);
          const toggle = (key: StatementKey, on: boolean) => {
            const next = new Set(chosen);
            if (on) next.add(key);
            else next.delete(key);
            field.onChange(EDITABLE_AREAS.flatMap((a) => a.statements.map((s) => s.key)).filter((k) => next.has(k)));
          };
          return (
            <FieldSet>
              <FieldLegend variant="label">{m.roles_permissions()}</FieldLegend>
              <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {EDITABLE_AREAS.map((area) => (
                  <fieldset key={area.id} className="grid content-start gap-2">
                    <legend className="mb-1 text-sm font-medium">{area.title()}</legend>
                    {area.statements.map((statement) => {
                      const id = `role-statement-${statement.key.replace(":", "-")}`;
                      const mayGive = holds(held, statement.key);
                      return (
                        <Field
                          key={statement.key}
                          orientation="horizontal"
                          className="items-start"
                          data-disabled={!mayGive || undefined}
                        >
                          <Checkbox
                            id={id}
                            className="mt-0.5"
                            checked={chosen.has(statement.key)}
                            disabled={!mayGive}
                            onCheckedChange={(checked) => toggle(statement.key, checked === true)}
                            aria-describedby={mayGive ? undefined : `${id}-not-held`}
                          />
                          <FieldContent className="min-w-0 gap-0.5">
                            <FieldLabel htmlFor={id} className="font-normal">
                              {statement.text()}
                            </FieldLabel>
                            {mayGive ? null : (
                              <p id={`${id}-not-held`} className="text-muted-foreground text-xs">
                                {m.roles_not_held()}
                              </p>
                            )}
                          </FieldContent>
                        </Field>
                      );
                    })}
                  </fieldset>
                ))}
              </div>
              <FieldDescription>{m.roles_reserved_note()}</FieldDescription>
            </FieldSet>
          );
        }}
      />
      {errors.root ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? m.roles_saving() : role ? m.roles_save() : m.roles_create()}
        </Button>
      </DialogFooter>
    </form>
  );
}
