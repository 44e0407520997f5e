import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "./auth-client";
import type { MutationCallbacks } from "./mutation-callbacks";
import { orpc } from "./rpc";
import { refreshSession } from "./session";

/**
 * The user's organizations and the active one: read by the dashboard's route guard, its sidebar, the
 * organizations pages and the invitation page, so they live here rather than in one of those features.
 */
export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
};

export const organizationsQueryOptions = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: async () => (await authClient.organization.list()) ?? [],
});

export type OrganizationSummary = Awaited<ReturnType<NonNullable<typeof organizationsQueryOptions.queryFn>>>[number];

/**
 * Any organization call refreshes the organization data; set-active refreshes the session too (docs/product.md#organization-list-and-manage-view).
 * The list is refetched even where no screen shows it: the dashboard layout's guard reads it from the cache
 * right after a create, leave or delete, and must not see the old answer.
 */
export async function refreshOrganizations(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: orpc.organizations.key() }),
    queryClient.refetchQueries({ queryKey: organizationKeys.list(), type: "inactive" }),
  ]);
}

export async function setActiveOrganization(queryClient: QueryClient, organizationId: string) {
  await authClient.organization.setActive({ organizationId });
  await Promise.all([refreshSession(queryClient), refreshOrganizations(queryClient)]);
}

export function useSetActiveOrganizationMutation(callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (organizationId: string) => setActiveOrganization(queryClient, organizationId),
  });
}
