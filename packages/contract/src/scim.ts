import {
  roleMappingSchema,
  scimOrganizationInputSchema,
  scimRevokeInputSchema,
  scimRoleMappingInputSchema,
  scimStatusSchema,
  scimTokenSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

/**
 * SCIM provisioning of an organization (decision 035), owners and admins only: its tokens (made
 * and stored by better-auth's SCIM plugin, shown once, only their digest kept) and which directory
 * groups give which role of the organization (decision 042).
 */
export const scimContract = {
  status: oc.input(scimOrganizationInputSchema).output(scimStatusSchema),
  createToken: oc.input(scimOrganizationInputSchema).output(scimTokenSchema),
  revokeToken: oc.input(scimRevokeInputSchema).output(z.object({ credentialId: z.string() })),
  setRoleMapping: oc.input(scimRoleMappingInputSchema).output(z.object({ roleMapping: roleMappingSchema })),
};
