import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useLeaveOrganizationMutation } from "./api";

/** Any member may leave; the dashboard then picks another active organization, or sends to /neworg. */
export function LeaveOrganizationButton({ organizationId, name }: { organizationId: string; name: string }) {
  const navigate = useNavigate();
  const leave = useLeaveOrganizationMutation({
    onSuccess: async () => {
      toast.success(`You left ${name}`);
      await navigate({ to: "/dashboard" });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={leave.isPending || leave.isSuccess}>
          Leave organization
        </Button>
      }
      title={`Leave ${name}?`}
      question="You lose access to this organization until someone invites you again."
      confirmLabel="Leave"
      onConfirm={() => leave.mutate(organizationId)}
    />
  );
}
