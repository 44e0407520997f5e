import type { RoleMapping } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

/** The organization's SCIM base URL, tokens (never their secret) and group-to-role mapping. */
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

type RoleMappingInput = { organizationId: string; roleMapping: RoleMapping };

/** Which SCIM Groups give which role; the server applies it at once to everyone provisioned. */
export const useRoleMappingMutation = (callbacks: MutationCallbacks<unknown, RoleMappingInput>) =>
  useRefreshingMutation((input: RoleMappingInput) => rpcClient.scim.setRoleMapping(input), refresh, callbacks);
