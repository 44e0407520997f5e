import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { canDeleteOrganizationQueryOptions, useDeleteOrganizationMutation } from "./api";

/** Shown only when the permission check for organization delete succeeds (docs/product.md#organization-roles). */
export function DeleteOrganizationButton({ organizationId, name }: { organizationId: string; name: string }) {
  const navigate = useNavigate();
  const { data: canDelete } = useQuery(canDeleteOrganizationQueryOptions(organizationId));
  const remove = useDeleteOrganizationMutation({
    onSuccess: async () => {
      toast.success(m.org_deleted());
      await navigate({ to: "/dashboard/organizations", search: {} });
    },
    onError: (error) => {
      // The server's text is technical here; the user gets the fixed message, the console the details.
      console.error("Organization deletion failed", error);
      toast.error(m.org_delete_failed());
    },
  });

  if (!canDelete) return null;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" size="sm" disabled={remove.isPending || remove.isSuccess}>
          {m.org_delete_button()}
        </Button>
      }
      title={m.org_delete_title({ name })}
      question={m.org_delete_question()}
      confirmLabel={m.org_delete_confirm()}
      destructive
      onConfirm={() => remove.mutate(organizationId)}
    />
  );
}
