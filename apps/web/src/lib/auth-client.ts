import { passkeyClient } from "@better-auth/passkey/client";
import { adminClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { serverUrl } from "./env";
import { raiseSessionSignal } from "./session-signal";

/**
 * better-auth's client with its plugins. It is large: code reachable from the first page (/, /login)
 * loads it through loadAuthClient() in auth-client-loader.ts when an auth action runs (decision 022);
 * features that only run on the dashboard's own chunks may import it directly.
 */
export const authClient = createAuthClient({
  baseURL: serverUrl,
  fetchOptions: { credentials: "include" },
  // twoFactorClient without a redirect option: the sign-in form reads `twoFactorRedirect` from the answer
  // and shows its second step itself (no page reload).
  plugins: [organizationClient(), adminClient(), twoFactorClient(), passkeyClient()],
});

export type AuthClient = typeof authClient;
export type SessionData = typeof authClient.$Infer.Session;

let first = true;
authClient.$store.listen("$sessionSignal", () => {
  // nanostores calls a new subscriber once at once; that is not a change.
  if (first) {
    first = false;
    return;
  }
  raiseSessionSignal();
});
