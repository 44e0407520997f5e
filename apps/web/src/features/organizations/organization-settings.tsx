import { organizationSettingsSchema } from "@app/domain";
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
import { organizationCopy } from "./messages";

interface OrganizationSettingsProps {
  organization: { id: string; name: string; slug: string; logo?: string | null };
}

type Values = { name: string; slug: string };

/** Owners and admins: name, slug (the rules of creation) and the logo. */
export function OrganizationSettings({ organization }: OrganizationSettingsProps) {
  const form = useForm<Values>({
    resolver: zodResolver(organizationSettingsSchema),
    values: { name: organization.name, slug: organization.slug },
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateOrganizationMutation({
    onSuccess: () => toast.success(organizationCopy.settingsSaved),
    onError: (error) => toast.error(error.message),
  });
  const upload = useUploadLogoMutation({
    onSuccess: () => toast.success(organizationCopy.logoSaved),
    onError: (error) => toast.error(error.message),
  });
  const fileId = useId();
  const onSubmit = form.handleSubmit((values) => update.mutate({ organizationId: organization.id, ...values }));

  return (
    <SectionCard title="Settings" description="The organization's name, its address (slug) and its logo.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="settings-name" label="Name" error={errors.name?.message} {...form.register("name")} />
        <FormField id="settings-slug" label="Slug" error={errors.slug?.message} {...form.register("slug")} />
        <Button type="submit" className="w-fit" disabled={!isDirty || update.isPending}>
          {update.isPending ? "Saving..." : "Save settings"}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-4">
        <OrganizationLogo name={organization.name} logo={organization.logo} className="size-16" />
        <div className="grid gap-2">
          <Label htmlFor={fileId}>Logo</Label>
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
            PNG, JPEG or WebP, at most 2 MB. It is resized to 256 pixels.
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
