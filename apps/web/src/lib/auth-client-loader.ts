import type { AuthClient } from "./auth-client";

/**
 * better-auth's client, loaded on first use: the first page reads the session with a plain GET
 * (session.ts) and only needs the client once the user signs in, signs up or signs out (decision 022).
 */
export function loadAuthClient(): Promise<AuthClient> {
  return import("./auth-client").then((m) => m.authClient);
}
