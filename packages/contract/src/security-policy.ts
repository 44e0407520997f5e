import {
  policyStandingSchema,
  securityPolicyInputSchema,
  securityPolicySchema,
  updateSecurityPolicyInputSchema,
} from "@app/domain";
import { oc } from "./base";

/**
 * An organization's security policy (decision 043): the networks its data may be reached from,
 * two-factor required, and the idle timeout and absolute lifetime of the sessions used in it.
 * Reading and changing it needs `security:manage` (owners); a platform admin may too, from
 * anywhere, so a policy that locks everyone out can be undone. Saving a list without the saver's
 * own address, or requiring two-factor while the saver's own session does not meet it, answers
 * BAD_REQUEST SECURITY_POLICY_LOCKOUT. A request for the organization's data that the policy
 * refuses answers FORBIDDEN with ORGANIZATION_NETWORK_NOT_ALLOWED, ORGANIZATION_SESSION_EXPIRED,
 * ORGANIZATION_TWO_FACTOR_REQUIRED or ORGANIZATION_TWO_FACTOR_NOT_VERIFIED everywhere.
 * `standing` tells any member which of these stands between them and the organization.
 */
export const securityPolicyContract = {
  get: oc.input(securityPolicyInputSchema).output(securityPolicySchema),
  update: oc.input(updateSecurityPolicyInputSchema).output(securityPolicySchema),
  standing: oc.input(securityPolicyInputSchema).output(policyStandingSchema),
};
