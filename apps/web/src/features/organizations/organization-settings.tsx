import { organizationSettingsSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { OrganizationLogo } from "@/components/organization-logo";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { useUpdateOrganizationMutation, useUploadLogoMutation } from "./api";

interface OrganizationSettingsProps {
  organization: { id: string; name: string; slug: string; logo?: string | null };
}

type Values = { name: string; slug: string };

/** Owners and admins: name, slug (the rules of creation) and the logo. */
export function OrganizationSettings({ organization }: OrganizationSettingsProps) {
  const form = useForm<Values>({
    resolver: zodResolver(organizationSettingsSchema),
    values: { name: organization.name, slug: organization.slug },
    // A refetch of the organization (another admin's change, a logo upload) updates the fields nobody is
    // editing and keeps what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateOrganizationMutation({
    onSuccess: (_, { name, slug }) => {
      toast.success(m.org_settings_saved());
      // The saved values are the new baseline: nothing is being edited any more.
      form.reset({ name, slug });
    },
    onError: (error) => toast.error(error.message),
  });
  const upload = useUploadLogoMutation({
    onSuccess: () => toast.success(m.org_logo_saved()),
    onError: (error) => toast.error(error.message),
  });
  const fileId = useId();
  const onSubmit = form.handleSubmit((values) => update.mutate({ organizationId: organization.id, ...values }));

  return (
    <SectionCard title={m.org_settings_title()} description={m.org_settings_description()}>
      <form onSubmit={onSubmit} noValidate>
        <FieldGroup className="gap-4">
          <Field data-invalid={Boolean(errors.name)}>
            <FieldLabel htmlFor="settings-name">{m.org_name_label()}</FieldLabel>
            <Input {...fieldAria("settings-name", errors.name)} {...form.register("name")} />
            <FieldError id={errorId("settings-name")} errors={[errors.name]} />
          </Field>
          <Field data-invalid={Boolean(errors.slug)}>
            <FieldLabel htmlFor="settings-slug">{m.org_slug_label()}</FieldLabel>
            <Input {...fieldAria("settings-slug", errors.slug)} {...form.register("slug")} />
            <FieldError id={errorId("settings-slug")} errors={[errors.slug]} />
          </Field>
          <Button type="submit" className="w-fit" disabled={!isDirty || update.isPending}>
            {update.isPending ? m.org_saving() : m.org_settings_save()}
          </Button>
        </FieldGroup>
      </form>
      <div className="flex flex-wrap items-center gap-4">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-16" />
        <Field className="w-auto">
          <FieldLabel htmlFor={fileId}>{m.org_logo_label()}</FieldLabel>
          <Input
            {...fieldAria(fileId, undefined, true)}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) upload.mutate({ organizationId: organization.id, file });
              event.currentTarget.value = "";
            }}
          />
          <FieldDescription id={descriptionId(fileId)}>{m.org_logo_hint()}</FieldDescription>
        </Field>
      </div>
    </SectionCard>
  );
}
