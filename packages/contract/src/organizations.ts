import {
  dashboardInputSchema,
  dashboardOutputSchema,
  listOrgActivityInputSchema,
  listOrgActivityOutputSchema,
  transferOwnershipInputSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

export const organizationsContract = {
  /** Member counts of every organization the caller belongs to, in one call (no request per row). */
  memberCounts: oc.input(z.object({})).output(z.object({ counts: z.record(z.string(), z.number().int()) })),
  /**
   * The organization's activity log, owners and admins only (FORBIDDEN otherwise, NOT_FOUND for an
   * organization the caller is not in), newest first, keyset-paged. CSV of the same filters:
   * GET /api/organizations/{id}/activity.csv (apps/server/src/organizations/activity-csv-route.ts).
   */
  activity: oc.input(listOrgActivityInputSchema).output(listOrgActivityOutputSchema),
  /** An owner makes another member an owner and becomes an admin; both are mailed. */
  transferOwnership: oc
    .input(transferOwnershipInputSchema)
    .output(z.object({ organizationId: z.string(), newOwnerMemberId: z.string() })),
  /** Everything /dashboard shows for one organization the caller belongs to, in one call. */
  dashboard: oc.input(dashboardInputSchema).output(dashboardOutputSchema),
};
