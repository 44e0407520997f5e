import { accountContract } from "./account";
import { adminContract } from "./admin";
import { apiKeysContract, meContract } from "./api-keys";
import { documentsContract } from "./documents";
import { healthContract } from "./health";
import { invitationsContract } from "./invitations";
import { obligationsContract } from "./obligations";
import { organizationsContract } from "./organizations";
import { plzContract } from "./plz";
import { rolesContract } from "./roles";
import { scimContract } from "./scim";
import { securityPolicyContract } from "./security-policy";
import { webhooksContract } from "./webhooks";

export type { OrganizationApiKey } from "./api-keys";
export { apiMeSchema } from "./api-keys";
export type { ValidationIssue } from "./base";
export { validationErrorDataSchema, validationIssueSchema } from "./base";
export { WEBHOOK_EVENT_SUMMARIES, WEBHOOK_EVENTS } from "./webhook-events";

/**
 * The typed RPC contract served at /rpc. It lives in its own package so the web app can type its
 * client from it without importing server code.
 */
export const contract = {
  health: healthContract,
  organizations: organizationsContract,
  admin: adminContract,
  docs: documentsContract,
  plz: plzContract,
  account: accountContract,
  apiKeys: apiKeysContract,
  scim: scimContract,
  securityPolicy: securityPolicyContract,
  webhooks: webhooksContract,
  obligations: obligationsContract,
  invitations: invitationsContract,
  roles: rolesContract,
};

export type Contract = typeof contract;

/**
 * What only the public API has beside the Gewerbeanmeldung procedures of `contract` (served under
 * /api/v1 with an API key, decision 030).
 */
export const publicApiContract = {
  me: meContract,
  webhooks: webhooksContract,
  obligations: obligationsContract,
};
