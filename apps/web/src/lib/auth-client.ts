import { adminClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { serverUrl } from "./env";

export const authClient = createAuthClient({
  baseURL: serverUrl,
  fetchOptions: { credentials: "include" },
  plugins: [organizationClient(), adminClient()],
});

export type SessionData = typeof authClient.$Infer.Session;
