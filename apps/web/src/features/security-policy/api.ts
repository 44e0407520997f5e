import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

/** The organization's security policy and the caller's address as the server sees it. */
export const useSecurityPolicyQuery = (organizationId: string) =>
  useQuery(orpc.securityPolicy.get.queryOptions({ input: { organizationId } }));

type Update = { organizationId: string; allowedNetworks: string[] };

export const useUpdateSecurityPolicyMutation = (callbacks: MutationCallbacks<unknown, Update>) =>
  useRefreshingMutation(
    (input: Update) => rpcClient.securityPolicy.update(input),
    (qc) => qc.invalidateQueries({ queryKey: orpc.securityPolicy.key() }),
    callbacks,
  );
