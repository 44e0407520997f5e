import { ac, organizationRoles } from "@app/access";
import { parseJsonWithDates } from "@app/domain";
import { apiKeyClient } from "@better-auth/api-key/client";
import { passkeyClient } from "@better-auth/passkey/client";
import { ssoClient } from "@better-auth/sso/client";
import { adminClient, inferAdditionalFields, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { throwAuthCallError } from "./auth-error";
import { serverUrl } from "./env";

/** Like better-auth's parser, an empty body is null and a body that is not JSON stays text. */
function jsonParser(text: string): unknown {
  if (!text) return null;
  try {
    return parseJsonWithDates(text);
  } catch {
    return text;
  }
}

export const authClient = createAuthClient({
  baseURL: serverUrl,
  // Dates by field name only: better-auth's own parser turns any timestamp-shaped string (a name, an
  // organization's name) into a Date, which broke every page that shows it (decision 028).
  // A call resolves to its data (null where better-auth answers null, e.g. no session) or throws an
  // AuthCallError with the server's message and code: what TanStack Query wants.
  fetchOptions: { credentials: "include", jsonParser, throw: true, onError: throwAuthCallError },
  // twoFactorClient without a redirect option: the sign-in form reads `twoFactorRedirect` from the answer
  // and shows its second step itself (no page reload).
  plugins: [
    // The product's statements and roles, and the organization's own roles (decision 042): typed
    // createRole, updateRole, listRoles and deleteRole, with the label the server adds to a role.
    organizationClient({
      ac,
      roles: organizationRoles,
      dynamicAccessControl: { enabled: true },
      schema: { organizationRole: { additionalFields: { label: { type: "string", required: true } } } },
    }),
    adminClient(),
    twoFactorClient(),
    passkeyClient(),
    apiKeyClient(),
    // Enterprise sign-in (decision 035): domain verification and the product's provider fields.
    ssoClient({
      domainVerification: { enabled: true },
      schema: {
        ssoProvider: {
          additionalFields: {
            requireSso: { type: "boolean", required: false },
            mfaSuffices: { type: "boolean", required: false },
            groupsAttribute: { type: "string", required: false },
            roleMapping: { type: "string", required: false },
          },
        },
      },
    }),
    // The user's language (decision 032), an additional field on the server's user.
    inferAdditionalFields({ user: { language: { type: "string", required: false } } }),
  ],
});

export type SessionData = typeof authClient.$Infer.Session;
