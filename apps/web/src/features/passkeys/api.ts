import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

const passkeysQueryKey = ["account", "passkeys"] as const;

export function usePasskeysQuery() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: async () => (await authClient.passkey.listUserPasskeys()) ?? [],
  });
}

export type UserPasskey = NonNullable<ReturnType<typeof usePasskeysQuery>["data"]>[number];

function usePasskeyChange<TVariables>(
  call: (variables: TVariables) => Promise<unknown>,
  callbacks: MutationCallbacks<unknown, TVariables>,
) {
  return useRefreshingMutation(call, (qc) => qc.invalidateQueries({ queryKey: passkeysQueryKey }), callbacks);
}

/** The browser creates the key with the authenticator (its own dialog), the server stores its public part. */
export const useAddPasskeyMutation = (callbacks: MutationCallbacks<unknown, string>) =>
  usePasskeyChange(async (name: string) => {
    const answer = await authClient.passkey.addPasskey({ name });
    // A cancelled browser dialog answers an error too, with a message worth showing.
    if (answer?.error) throw new Error(answer.error.message || m.passkey_add_failed());
    return answer?.data;
  }, callbacks);

export const useRenamePasskeyMutation = (callbacks: MutationCallbacks<unknown, { id: string; name: string }>) =>
  usePasskeyChange(
    ({ id, name }: { id: string; name: string }) => authClient.passkey.updatePasskey({ id, name }),
    callbacks,
  );

export const useDeletePasskeyMutation = (callbacks: MutationCallbacks<unknown, string>) =>
  usePasskeyChange((id: string) => authClient.passkey.deletePasskey({ id }), callbacks);
