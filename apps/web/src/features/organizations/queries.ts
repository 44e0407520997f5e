import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { sessionQueryKey } from "@/features/auth/session";
import { authClient } from "@/lib/auth-client";
import { orpc } from "@/lib/rpc";

/** Unwraps better-auth's { data, error } answers into a value or a thrown Error (for TanStack Query). */
export async function unwrap<T>(
  call: Promise<{ data: T | null; error: { message?: string; statusText?: string } | null }>,
): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(error.message || error.statusText || "Request failed");
  return data as T;
}

export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  full: (organizationId: string) => [...organizationKeys.all, "full", organizationId] as const,
  activeMember: (organizationId: string) => [...organizationKeys.all, "active-member", organizationId] as const,
  canDelete: (organizationId: string) => [...organizationKeys.all, "can-delete", organizationId] as const,
  invitations: (organizationId: string) => [...organizationKeys.all, "invitations", organizationId] as const,
};

export const organizationsQueryOptions = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: () => unwrap(authClient.organization.list()),
});

export type OrganizationSummary = Awaited<ReturnType<NonNullable<typeof organizationsQueryOptions.queryFn>>>[number];

/** Member counts of all the user's organizations in one request. */
export const memberCountsQueryOptions = () => orpc.organizations.memberCounts.queryOptions({ input: {} });

export const fullOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.full(organizationId),
    queryFn: () => unwrap(authClient.organization.getFullOrganization({ query: { organizationId } })),
    meta: { silent: true },
  });

export const activeMemberQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.activeMember(organizationId),
    queryFn: () => unwrap(authClient.organization.getActiveMember()),
  });

export const canDeleteOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.canDelete(organizationId),
    queryFn: async () => {
      const result = await unwrap(
        authClient.organization.hasPermission({ organizationId, permissions: { organization: ["delete"] } }),
      );
      return result?.success === true;
    },
  });

/**
 * Any organization call refreshes the organization data; set-active refreshes the session too (SPEC §4).
 * The list and the session are refetched even where no screen shows them: the dashboard layout's guard
 * reads them from the cache right after a create, leave or delete, and must not see the old answer.
 */
export async function refreshOrganizations(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: orpc.organizations.key() }),
    queryClient.refetchQueries({ queryKey: organizationKeys.list(), type: "inactive" }),
  ]);
}

async function refreshSession(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.refetchQueries({ queryKey: sessionQueryKey, type: "inactive" }),
  ]);
}

/**
 * After leaving or deleting an organization (call once its screens are gone): its own queries would
 * only fail now, and the list and the session's active organization have changed.
 */
export async function forgetOrganization(queryClient: QueryClient, organizationId: string) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(organizationId) });
  await Promise.all([refreshSession(queryClient), refreshOrganizations(queryClient)]);
}

export async function setActiveOrganization(queryClient: QueryClient, organizationId: string) {
  await unwrap(authClient.organization.setActive({ organizationId }));
  await Promise.all([refreshSession(queryClient), refreshOrganizations(queryClient)]);
}

export type FullOrganization = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof fullOrganizationQueryOptions>["queryFn"]>>>
>;
export type OrganizationMember = FullOrganization["members"][number];
export type OrganizationInvitation = FullOrganization["invitations"][number];
