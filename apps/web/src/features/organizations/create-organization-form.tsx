import {
  createOrganizationFormSchema,
  type CreateOrganizationForm as FormValues,
  organizationMessages,
} from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { createOrganizationWithFreeSlug } from "./create-organization";
import { setActiveOrganization } from "./queries";

/** Name and optional logo; used on /neworg and in the list page's 'New organization' dialog. */
export function CreateOrganizationForm({ onCreated }: { onCreated: (organizationId: string) => Promise<void> | void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(createOrganizationFormSchema),
    defaultValues: { name: "", logo: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const nameIsBlank = form.watch("name").trim() === "";

  const onSubmit = form.handleSubmit(async ({ name, logo }) => {
    const result = await createOrganizationWithFreeSlug({ name, logo });
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(organizationMessages.created);
    try {
      await setActiveOrganization(queryClient, result.organizationId);
    } catch (error) {
      // The organization exists; the dashboard layout picks an active one if this failed.
      console.error("Could not set the new organization active", error);
    }
    await onCreated(result.organizationId);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="organization-name"
        label="Name"
        placeholder="Acme Inc."
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <FormField
        id="organization-logo"
        label="Logo URL (optional)"
        type="url"
        placeholder="https://example.com/logo.png"
        error={errors.logo?.message}
        {...form.register("logo")}
      />
      <Button type="submit" className="w-full" disabled={nameIsBlank || isSubmitting}>
        {isSubmitting ? "Creating..." : "Create organization"}
      </Button>
    </form>
  );
}
