import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { forgetOrganization } from "./queries";

/** Any member may leave; the dashboard then picks another active organization, or sends to /neworg. */
export function LeaveOrganizationButton({ organizationId, name }: { organizationId: string; name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const onLeave = async () => {
    setBusy(true);
    const { error } = await authClient.organization.leave({ organizationId });
    if (error) {
      setBusy(false);
      toast.error(error.message || "Failed to leave the organization");
      return;
    }
    toast.success(`You left ${name}`);
    await navigate({ to: "/dashboard" });
    await forgetOrganization(queryClient, organizationId);
    // Re-run the dashboard layout's check on fresh data: another active organization, or /neworg.
    await router.invalidate();
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={busy}>
          Leave organization
        </Button>
      }
      title={`Leave ${name}?`}
      question="You lose access to this organization until someone invites you again."
      confirmLabel="Leave"
      onConfirm={onLeave}
    />
  );
}
