import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "@/lib/auth-call";
import { authClient } from "@/lib/auth-client";
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
      await authCall(authClient.admin.stopImpersonating(), "Could not stop impersonating");
      await queryClient.resetQueries();
    },
  });
}
