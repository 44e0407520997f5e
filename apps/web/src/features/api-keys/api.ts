import type { ApiKeyScope } from "@app/domain";
import { m } from "@app/i18n/messages";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc } from "@/lib/rpc";

const apiKeysQueryKey = ["account", "api-keys"] as const;

/** The signed-in user's own keys (better-auth's api-key plugin; never the secret). */
export function useApiKeysQuery() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: async () =>
      (await authClient.apiKey.list({ query: { sortBy: "createdAt", sortDirection: "desc" } }))?.apiKeys ?? [],
  });
}

export type OwnApiKey = NonNullable<ReturnType<typeof useApiKeysQuery>["data"]>[number];

export interface NewApiKey {
  name: string;
  organizationId: string;
  scope: ApiKeyScope;
  /** Seconds, or null for a key that does not expire. */
  expiresIn: number | null;
}

const refreshKeys = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: apiKeysQueryKey }),
    qc.invalidateQueries({ queryKey: orpc.apiKeys.key() }),
  ]);

/** Answers the key itself: shown once, the server keeps only its hash. */
export const useCreateApiKeyMutation = (callbacks: MutationCallbacks<{ key: string; id: string }, NewApiKey>) =>
  useRefreshingMutation(
    async ({ name, organizationId, scope, expiresIn }: NewApiKey) => {
      const created = await authClient.apiKey.create({ name, expiresIn, metadata: { organizationId, scope } });
      if (!created) throw new Error(m.apikey_create_failed());
      return { key: created.key, id: created.id };
    },
    refreshKeys,
    callbacks,
  );

/** One's own key, or (owners and admins) a member's key of their organization. */
export function useRevokeApiKeyMutation(callbacks: MutationCallbacks<{ keyId: string }, { keyId: string }>) {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.apiKeys.revoke.mutationOptions({
      ...callbacks,
      onSettled: async (...args) => {
        await refreshKeys(queryClient);
        await callbacks.onSettled?.(...args);
      },
    }),
  );
}

/** The keys of an organization's members; FORBIDDEN unless the caller is an owner or admin there. */
export const organizationKeysQueryOptions = (organizationId: string) =>
  orpc.apiKeys.listForOrganization.queryOptions({ input: { organizationId }, retry: false });
