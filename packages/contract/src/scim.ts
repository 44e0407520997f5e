import {
  scimAdminGroupsInputSchema,
  scimOrganizationInputSchema,
  scimRevokeInputSchema,
  scimStatusSchema,
  scimTokenSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

/**
 * SCIM provisioning of an organization (decision 035), owners and admins only: its tokens (made
 * and stored by better-auth's SCIM plugin, shown once, only their digest kept) and the directory
 * groups whose members are admins.
 */
export const scimContract = {
  status: oc.input(scimOrganizationInputSchema).output(scimStatusSchema),
  createToken: oc.input(scimOrganizationInputSchema).output(scimTokenSchema),
  revokeToken: oc.input(scimRevokeInputSchema).output(z.object({ credentialId: z.string() })),
  setAdminGroups: oc.input(scimAdminGroupsInputSchema).output(z.object({ adminGroups: z.array(z.string()) })),
};
