import { INVITEE_ROLE } from "@app/access";
import { m } from "@app/i18n/messages";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import { serverUrl } from "@/lib/env";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { organizationKeys, refreshOrganizations, setActiveOrganization } from "@/lib/organizations";
import { orpc, rpcClient } from "@/lib/rpc";
import { refreshSession } from "@/lib/session";
import { createOrganizationWithFreeSlug, type NewOrganization } from "./create-organization";

// Below organizationKeys.all, so refreshOrganizations refreshes these too.
const keys = {
  full: (organizationId: string) => [...organizationKeys.all, "full", organizationId] as const,
  canDelete: (organizationId: string) => [...organizationKeys.all, "can-delete", organizationId] as const,
};

/** Member counts of all the user's organizations in one request. */
export const memberCountsQueryOptions = () => orpc.organizations.memberCounts.queryOptions({ input: {} });

/** Members and invitations of one organization; the manage view shows its own error state. */
export const fullOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: keys.full(organizationId),
    queryFn: () => authClient.organization.getFullOrganization({ query: { organizationId } }),
    meta: { silent: true },
  });

export type FullOrganization = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof fullOrganizationQueryOptions>["queryFn"]>>>
>;
export type OrganizationMember = FullOrganization["members"][number];
export type OrganizationInvitation = FullOrganization["invitations"][number];

export const canDeleteOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: keys.canDelete(organizationId),
    queryFn: async () => {
      const answer = await authClient.organization.hasPermission({
        organizationId,
        permissions: { organization: ["delete"] },
      });
      return answer?.success === true;
    },
  });

/** Creates the organization (finding a free slug) and makes it the active one. Resolves to its id. */
export function useCreateOrganizationMutation(callbacks: MutationCallbacks<string, NewOrganization> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (organization: NewOrganization) => {
      const organizationId = await createOrganizationWithFreeSlug(organization);
      try {
        await setActiveOrganization(queryClient, organizationId);
      } catch (error) {
        // The organization exists; the dashboard layout picks an active one if this failed.
        console.error("Could not set the new organization active", error);
      }
      return organizationId;
    },
  });
}

/**
 * After leaving or deleting an organization: its own queries would only fail now, and the list and the
 * session's active organization have changed.
 */
async function forgetOrganization(queryClient: QueryClient, organizationId: string) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(organizationId) });
  await Promise.all([refreshSession(queryClient), refreshOrganizations(queryClient)]);
}

/**
 * Leave or delete: the caller's onSuccess must first leave the organization's screens (navigate away);
 * then its data is dropped and the dashboard layout's check re-runs on fresh data (another active
 * organization, or /neworg).
 */
function useOrganizationGoneMutation(
  call: (organizationId: string) => Promise<unknown>,
  callbacks: MutationCallbacks<unknown, string>,
) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    ...callbacks,
    mutationFn: call,
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await forgetOrganization(queryClient, args[1]);
      await router.invalidate();
    },
  });
}

export const useLeaveOrganizationMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useOrganizationGoneMutation((organizationId) => authClient.organization.leave({ organizationId }), callbacks);

export const useDeleteOrganizationMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useOrganizationGoneMutation((organizationId) => authClient.organization.delete({ organizationId }), callbacks);

/** A change to the organization's members or invitations; the data is refetched before it settles. */
function useOrganizationChange<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  return useRefreshingMutation(call, refreshOrganizations, callbacks);
}

interface MemberRoleChange {
  organizationId: string;
  memberId: string;
  role: string;
}

export const useUpdateMemberRoleMutation = (callbacks: MutationCallbacks<unknown, MemberRoleChange> = {}) =>
  useOrganizationChange(
    ({ organizationId, memberId, role }: MemberRoleChange) =>
      authClient.organization.updateMemberRole({ organizationId, memberId, role }),
    callbacks,
  );

export const useRemoveMemberMutation = (
  callbacks: MutationCallbacks<unknown, { organizationId: string; memberId: string }> = {},
) =>
  useOrganizationChange(
    ({ organizationId, memberId }: { organizationId: string; memberId: string }) =>
      authClient.organization.removeMember({ organizationId, memberIdOrEmail: memberId }),
    callbacks,
  );

export const useCancelInvitationMutation = (callbacks: MutationCallbacks<unknown, string> = {}) =>
  useOrganizationChange(
    (invitationId: string) => authClient.organization.cancelInvitation({ invitationId }),
    callbacks,
  );

export interface InvitationsSent {
  sent: number;
  /** Addresses whose invitation failed, to keep in the field for another try. */
  failed: string[];
  /** The server's reasons, once each. */
  reasons: string[];
}

/**
 * One invitation per address, one after another, with the role chosen in the form: member unless an
 * owner or admin chooses another (docs/product.md#invitations); the server checks the role again.
 */
export const useInviteMembersMutation = (
  organizationId: string,
  callbacks: MutationCallbacks<InvitationsSent, { emails: string[]; role?: string }> = {},
) =>
  useOrganizationChange(async ({ emails, role = INVITEE_ROLE }: { emails: string[]; role?: string }) => {
    const failed: string[] = [];
    const reasons = new Set<string>();
    for (const email of emails) {
      try {
        // A custom role's key is not in the client's type of built-in roles; the server knows it.
        await authClient.organization.inviteMember({ email, role: role as typeof INVITEE_ROLE, organizationId });
      } catch (error) {
        failed.push(email);
        if (error instanceof Error && error.message) reasons.add(error.message);
      }
    }
    return { sent: emails.length - failed.length, failed, reasons: [...reasons] } satisfies InvitationsSent;
  }, callbacks);

/** Name and slug through better-auth's update (the same rules as at creation, checked again there). */
export const useUpdateOrganizationMutation = (
  callbacks: MutationCallbacks<unknown, { organizationId: string; name: string; slug: string }> = {},
) =>
  useOrganizationChange(
    ({ organizationId, name, slug }: { organizationId: string; name: string; slug: string }) =>
      authClient.organization.update({ organizationId, data: { name, slug } }),
    callbacks,
  );

/** Uploads a logo file; the server checks, re-encodes and stores it and answers its new URL. */
export const useUploadLogoMutation = (
  callbacks: MutationCallbacks<string, { organizationId: string; file: File }> = {},
) =>
  useOrganizationChange(async ({ organizationId, file }: { organizationId: string; file: File }) => {
    const form = new FormData();
    form.set("logo", file);
    const response = await fetch(`${serverUrl}/api/organizations/${encodeURIComponent(organizationId)}/logo`, {
      method: "POST",
      body: form,
      credentials: "include",
    });
    const body = (await response.json().catch(() => ({}))) as { logo?: string; message?: string };
    if (!response.ok || !body.logo) throw new Error(body.message ?? m.org_logo_upload_failed());
    return body.logo;
  }, callbacks);

/** Hands the organization to another member: they become an owner, the caller an admin. */
export const useTransferOwnershipMutation = (
  callbacks: MutationCallbacks<unknown, { organizationId: string; memberId: string; confirmName: string }> = {},
) =>
  useOrganizationChange(
    (input: { organizationId: string; memberId: string; confirmName: string }) =>
      rpcClient.organizations.transferOwnership(input),
    callbacks,
  );
