import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient, type SessionData } from "./auth-client";
import { followAccountLanguage } from "./language";
import type { MutationCallbacks } from "./mutation-callbacks";

export const sessionQueryKey = ["session"] as const;

/** The one place the web app reads the session from; routes await it in beforeLoad. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<SessionData | null> => {
    const session = (await authClient.getSession()) ?? null;
    followAccountLanguage(session?.user.language);
    return session;
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * better-auth's client raises its session signal after sign-in, sign-up, sign-out, update-user,
 * delete-user, verify-email and set-active (docs/product.md#calls); the session query follows it.
 */
export function followSessionSignal(queryClient: QueryClient) {
  let first = true;
  authClient.$store.listen("$sessionSignal", () => {
    // nanostores calls a new subscriber once at once; that is not a change.
    if (first) {
      first = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });
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

/**
 * The session as the server has it now, in the cache. A session request sent earlier (by the sign-in
 * page as it loaded, before the sign-in) may still be on its way: a new fetch would join it and take
 * its answer, so it lands first, then the session is asked for again.
 */
export async function fetchCurrentSession(queryClient: QueryClient) {
  await queryClient.fetchQuery(sessionQueryOptions);
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

export async function signOut(queryClient: QueryClient) {
  // Whatever the server answers, nothing of this user stays on screen.
  await authClient.signOut();
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
