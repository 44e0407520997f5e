import { organizationMessages } from "@app/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { canDeleteOrganizationQueryOptions, forgetOrganization } from "./queries";

/** Shown only when the permission check for organization delete succeeds (SPEC §6). */
export function DeleteOrganizationButton({ organizationId, name }: { organizationId: string; name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const { data: canDelete } = useQuery(canDeleteOrganizationQueryOptions(organizationId));
  const [busy, setBusy] = useState(false);

  if (!canDelete) return null;

  const onDelete = async () => {
    setBusy(true);
    const { error } = await authClient.organization.delete({ organizationId });
    if (error) {
      console.error("Organization deletion failed", error);
      setBusy(false);
      toast.error(organizationMessages.deleteFailed);
      return;
    }
    toast.success(organizationMessages.deleted);
    await navigate({ to: "/dashboard/organizations", search: {} });
    await forgetOrganization(queryClient, organizationId);
    // Re-run the dashboard layout's check on fresh data: another active organization, or /neworg.
    await router.invalidate();
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" size="sm" disabled={busy}>
          Delete Organization
        </Button>
      }
      title={`Delete ${name}?`}
      question={organizationMessages.deleteConfirm}
      confirmLabel="Delete"
      destructive
      onConfirm={onDelete}
    />
  );
}
