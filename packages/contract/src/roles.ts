import { z } from "zod";
import { oc } from "./base";

const statementsSchema = z.record(z.string(), z.array(z.string()));

/**
 * The roles of an organization (decision 042). The roles themselves are made and changed through
 * better-auth's endpoints (/api/auth/organization/create-role and its siblings); this is what the
 * web app asks its screens with.
 */
export const rolesContract = {
  /**
   * The caller's role field in the organization and every statement it grants, built-in and custom
   * roles together, as the server checks them on this request (NOT_FOUND outside the organization);
   * `customRoles` the organization's own roles in that field with their statements, for `roleGrants`;
   * `labels` the names of all the organization's own roles by key (not their statements), so that
   * every member reads a member's or an invitation's role by its name.
   */
  mine: oc.input(z.object({ organizationId: z.string().min(1).max(100) })).output(
    z.object({
      role: z.string(),
      statements: statementsSchema,
      customRoles: z.record(z.string(), statementsSchema),
      labels: z.record(z.string(), z.string()),
    }),
  ),
};
