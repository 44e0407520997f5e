import { m } from "@app/i18n/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { isNotFound } from "@/lib/errors";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { setActiveOrganization } from "@/lib/organizations";
import { orpc } from "@/lib/rpc";

/** Public: what an invitation link leads to; the accept page shows its own states, not the error toast. */
export const invitationPreviewQueryOptions = (id: string) =>
  orpc.invitations.preview.queryOptions({
    input: { id },
    meta: { silent: true },
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

/** Joins the organization and makes it the active one; the caller then goes to the dashboard. */
export function useAcceptInvitationMutation(callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (invitationId: string) => {
      const accepted = await authClient.organization.acceptInvitation({ invitationId });
      if (!accepted) throw new Error(m.invite_accept_failed());
      await setActiveOrganization(queryClient, accepted.member.organizationId);
    },
  });
}

export function useRejectInvitationMutation(callbacks: MutationCallbacks<unknown, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: (invitationId: string) => authClient.organization.rejectInvitation({ invitationId }),
  });
}
