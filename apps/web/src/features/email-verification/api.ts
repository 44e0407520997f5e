import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { VERIFIED_CALLBACK } from "@/lib/email-verification";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

/** Sends the verification mail again (limited per address on the server, decision 013). */
export function useResendVerificationMutation(callbacks: MutationCallbacks<void, string> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async (email: string) => {
      await authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK });
    },
  });
}
