import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { AuthCallError } from "@/lib/auth-error";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

/**
 * Ends an admin's impersonation. Everything cached belongs to the impersonated user: all of it is reset,
 * the session included, before the caller's onSuccess moves on.
 */
export function useStopImpersonatingMutation(callbacks: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async () => {
      try {
        await authClient.admin.stopImpersonating();
      } catch (error) {
        // The admin's own session was revoked meanwhile: the server ended the impersonation and
        // signed this browser out, so the cached session goes too (and with it the dashboard).
        if (error instanceof AuthCallError && error.code === "ADMIN_SESSION_ENDED") await queryClient.resetQueries();
        throw error;
      }
      await queryClient.resetQueries();
    },
  });
}
