import { organizationSettingsSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { OrganizationLogo } from "@/components/organization-logo";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
    // editing and keeps what is being typed (issue 40).
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
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="settings-name"
          label={m.org_name_label()}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <FormField
          id="settings-slug"
          label={m.org_slug_label()}
          error={errors.slug?.message}
          {...form.register("slug")}
        />
        <Button type="submit" className="w-fit" disabled={!isDirty || update.isPending}>
          {update.isPending ? m.org_saving() : m.org_settings_save()}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-4">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-16" />
        <div className="grid gap-2">
          <Label htmlFor={fileId}>{m.org_logo_label()}</Label>
          <Input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${fileId}-hint`}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) upload.mutate({ organizationId: organization.id, file });
              event.currentTarget.value = "";
            }}
          />
          <p id={`${fileId}-hint`} className="text-muted-foreground text-sm">
            {m.org_logo_hint()}
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
