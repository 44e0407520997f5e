import { createOrganizationFormSchema, type CreateOrganizationForm as FormValues } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="organization-name"
        label={m.org_name_label()}
        placeholder={m.org_name_placeholder()}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <FormField
        id="organization-logo"
        label={m.org_logo_url_label()}
        type="url"
        placeholder="https://example.com/logo.png"
        error={errors.logo?.message}
        {...form.register("logo")}
      />
      <Button type="submit" className="w-full" disabled={nameIsBlank || create.isPending}>
        {create.isPending ? m.org_creating() : m.org_create_submit()}
      </Button>
    </form>
  );
}
