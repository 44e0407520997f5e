import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

/** The organization's SCIM base URL, tokens (never their secret) and admin groups. */
export const useScimStatusQuery = (organizationId: string) =>
  useQuery(orpc.scim.status.queryOptions({ input: { organizationId } }));

const refresh = (qc: import("@tanstack/react-query").QueryClient) =>
  qc.invalidateQueries({ queryKey: orpc.scim.key() });

/** A new token, shown once: the server keeps only its digest. */
export const useCreateScimTokenMutation = (callbacks: MutationCallbacks<{ token: string }, string>) =>
  useRefreshingMutation(
    async (organizationId: string) => {
      try {
        return await rpcClient.scim.createToken({ organizationId });
      } catch (error) {
        throw error instanceof Error ? error : new Error(m.scim_failed());
      }
    },
    refresh,
    callbacks,
  );

export const useRevokeScimTokenMutation = (
  callbacks: MutationCallbacks<unknown, { organizationId: string; credentialId: string }>,
) =>
  useRefreshingMutation(
    (input: { organizationId: string; credentialId: string }) => rpcClient.scim.revokeToken(input),
    refresh,
    callbacks,
  );

export const useAdminGroupsMutation = (
  callbacks: MutationCallbacks<unknown, { organizationId: string; adminGroups: string[] }>,
) =>
  useRefreshingMutation(
    (input: { organizationId: string; adminGroups: string[] }) => rpcClient.scim.setAdminGroups(input),
    refresh,
    callbacks,
  );
