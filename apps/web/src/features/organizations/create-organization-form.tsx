import { createOrganizationFormSchema, type CreateOrganizationForm as FormValues } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { useCreateOrganizationMutation } from "./api";

/** Name and optional logo; used on /neworg and in the list page's 'New organization' dialog. */
export function CreateOrganizationForm({ onCreated }: { onCreated: (organizationId: string) => Promise<void> | void }) {
  const create = useCreateOrganizationMutation({
    onSuccess: async (organizationId) => {
      toast.success(m.org_created());
      await onCreated(organizationId);
    },
    onError: (error) => toast.error(error.message),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(createOrganizationFormSchema),
    defaultValues: { name: "", logo: "" },
    disabled: leavingFormDisabled(create),
  });
  const { errors } = form.formState;
  const nameIsBlank = (form.watch("name") ?? "").trim() === "";

  const onSubmit = form.handleSubmit(({ name, logo }) => create.mutate({ name, logo }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <FieldGroup className="gap-4">
        <Field data-invalid={Boolean(errors.name)}>
          <FieldLabel htmlFor="organization-name">{m.org_name_label()}</FieldLabel>
          <Input
            {...fieldAria("organization-name", errors.name)}
            placeholder={m.org_name_placeholder()}
            autoComplete="organization"
            {...form.register("name")}
          />
          <FieldError id={errorId("organization-name")} errors={[errors.name]} />
        </Field>
        <Field data-invalid={Boolean(errors.logo)}>
          <FieldLabel htmlFor="organization-logo">{m.org_logo_url_label()}</FieldLabel>
          <Input
            {...fieldAria("organization-logo", errors.logo)}
            type="url"
            placeholder="https://example.com/logo.png"
            {...form.register("logo")}
          />
          <FieldError id={errorId("organization-logo")} errors={[errors.logo]} />
        </Field>
        <Button type="submit" className="w-full" disabled={nameIsBlank || create.isPending}>
          {create.isPending ? m.org_creating() : m.org_create_submit()}
        </Button>
      </FieldGroup>
    </form>
  );
}
