import { securityPolicyInputSchema, securityPolicySchema, updateSecurityPolicyInputSchema } from "@app/domain";
import { oc } from "./base";

/**
 * An organization's security policy (decision 043): the networks its data may be reached from.
 * Reading and changing it needs `security:manage` (owners); a platform admin may too, from
 * anywhere, so a list that locks everyone out can be undone. Saving a list without the saver's own
 * address answers BAD_REQUEST SECURITY_POLICY_LOCKOUT. A request for the organization's data from
 * outside the list answers FORBIDDEN ORGANIZATION_NETWORK_NOT_ALLOWED everywhere.
 */
export const securityPolicyContract = {
  get: oc.input(securityPolicyInputSchema).output(securityPolicySchema),
  update: oc.input(updateSecurityPolicyInputSchema).output(securityPolicySchema),
};
