import { orpc } from "@/lib/rpc";

/** Everything the dashboard shows for one organization, in one request. */
export const dashboardQueryOptions = (organizationId: string) =>
  orpc.organizations.dashboard.queryOptions({ input: { organizationId } });
