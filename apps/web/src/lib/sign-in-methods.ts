import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { authCall } from "./auth-call";
import { authClient } from "./auth-client";

/** The user's sign-in methods ("credential" is email and password, "google" …). */
export const accountsQueryKey = ["account", "sign-in-methods"] as const;

export function useSignInMethods() {
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: async () => {
      const accounts = await authCall(authClient.listAccounts(), m.shell_sign_in_methods_failed());
      return (accounts ?? []).map((account) => account.providerId);
    },
  });
}
