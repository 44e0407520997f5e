import { apiKeyClient } from "@better-auth/api-key/client";
import { passkeyClient } from "@better-auth/passkey/client";
import { adminClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { serverUrl } from "./env";

export const authClient = createAuthClient({
  baseURL: serverUrl,
  fetchOptions: { credentials: "include" },
  // twoFactorClient without a redirect option: the sign-in form reads `twoFactorRedirect` from the answer
  // and shows its second step itself (no page reload).
  plugins: [organizationClient(), adminClient(), twoFactorClient(), passkeyClient(), apiKeyClient()],
});

export type SessionData = typeof authClient.$Infer.Session;
