import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AuthCallError } from "./auth-call";
import type { SessionData } from "./auth-client";
import { loadAuthClient } from "./auth-client-loader";
import { serverUrl } from "./env";
import type { MutationCallbacks } from "./mutation-callbacks";
import { onSessionSignal } from "./session-signal";

export const sessionQueryKey = ["session"] as const;

/** better-auth's ISO timestamps, which its client turns into Dates (SessionData says Date). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * better-auth's get-session, read with a plain GET: the first page needs the session at once but not
 * the auth client, which loads when an auth action runs (decision 022). Answers what the client's
 * getSession() answers: the session with Dates, or null; a failure throws like authCall does.
 */
async function fetchSession(): Promise<SessionData | null> {
  const response = await fetch(`${serverUrl}/api/auth/get-session`, { credentials: "include" });
  const text = await response.text();
  const body: unknown = text
    ? JSON.parse(text, (_key, value) => (typeof value === "string" && ISO_DATE.test(value) ? new Date(value) : value))
    : null;
  if (!response.ok) {
    const message = body && typeof body === "object" && "message" in body ? String(body.message) : undefined;
    throw new AuthCallError(
      { message, status: response.status, statusText: response.statusText },
      "Could not load the session",
    );
  }
  const session = body as SessionData | null;
  return session?.session && session.user ? session : null;
}

/** The one place the web app reads the session from; routes await it in beforeLoad. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** After sign-in, sign-up, sign-out and the other changes better-auth signals, the session query follows. */
export function followSessionSignal(queryClient: QueryClient) {
  return onSessionSignal(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
}

/**
 * Refetches the session now, even where no screen shows it: route guards read it from the cache right
 * after a change and must not see the old answer.
 */
export async function refreshSession(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.refetchQueries({ queryKey: sessionQueryKey, type: "inactive" }),
  ]);
}

export async function signOut(queryClient: QueryClient) {
  // Whatever the server answers, nothing of this user stays on screen.
  await (await loadAuthClient()).signOut();
  queryClient.setQueryData(sessionQueryKey, null);
  // Nothing fetched for the previous user may be shown to the next one.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
}

export function useSignOutMutation(callbacks: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({ ...callbacks, mutationFn: () => signOut(queryClient) });
}

/** The account page's list of the user's sessions; changes that end sessions refresh it. */
export const sessionsQueryKey = ["account", "sessions"] as const;
