import type { OrgActivityKind } from "@app/domain";
import { queryOptions } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { serverUrl } from "@/lib/env";
import { organizationKeys } from "@/lib/organizations";
import { orpc } from "@/lib/rpc";

export interface ActivityFilter {
  organizationId: string;
  actorUserId?: string;
  kind?: OrgActivityKind;
  from?: string;
  to?: string;
}

/** The log newest first, 50 entries a page by keyset. */
export const activityQueryOptions = (filter: ActivityFilter) =>
  orpc.organizations.activity.infiniteOptions({
    input: (cursor: string | undefined) => ({ ...filter, cursor, limit: 50 }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The log shows its own failure in place (a member's refusal included): no second word in a toast.
    meta: { silent: true },
  });

/** The people the log can be filtered by: the organization's current members. */
export const activityPeopleQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: [...organizationKeys.all, "activity-people", organizationId],
    queryFn: async () => {
      const full = await authClient.organization.getFullOrganization({ query: { organizationId } });
      return (full?.members ?? []).map((m) => ({ userId: m.userId, name: m.user.name, email: m.user.email }));
    },
  });

/** The CSV of the same filters: a plain link, so the browser downloads it with the session cookie. */
export function activityCsvUrl({ organizationId, ...filter }: ActivityFilter): string {
  const params = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !!entry[1]),
  );
  const query = params.toString();
  return `${serverUrl}/api/organizations/${encodeURIComponent(organizationId)}/activity.csv${query ? `?${query}` : ""}`;
}
