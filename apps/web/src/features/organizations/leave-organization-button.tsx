import { m } from "@app/i18n/messages";
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
      toast.success(m.org_left({ name }));
      await navigate({ to: "/dashboard" });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={leave.isPending || leave.isSuccess}>
          {m.org_leave_button()}
        </Button>
      }
      title={m.org_leave_title({ name })}
      question={m.org_leave_question()}
      confirmLabel={m.org_leave_confirm()}
      onConfirm={() => leave.mutate(organizationId)}
    />
  );
}
