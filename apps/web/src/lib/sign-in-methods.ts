import { useQuery } from "@tanstack/react-query";
import { authClient } from "./auth-client";

/** The user's sign-in methods ("credential" is email and password, "google" …). */
export const accountsQueryKey = ["account", "sign-in-methods"] as const;

export function useSignInMethods() {
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: async () => {
      const accounts = await authClient.listAccounts();
      return (accounts ?? []).map((account) => account.providerId);
    },
  });
}
