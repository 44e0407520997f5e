import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { authClient, type SessionData } from "@/lib/auth-client";

export const sessionQueryKey = ["session"] as const;

/** The one place the web app reads the session from; routes await it in beforeLoad. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<SessionData | null> => {
    const { data, error } = await authClient.getSession();
    if (error) throw new Error(error.message ?? error.statusText ?? "Could not load the session");
    return data ?? null;
  },
  staleTime: 60_000,
});

/**
 * better-auth's client raises its session signal after sign-in, sign-up, sign-out, update-user,
 * delete-user, verify-email and set-active (SPEC §4); the session query follows it.
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

export async function signOut(queryClient: QueryClient) {
  await authClient.signOut();
  queryClient.setQueryData(sessionQueryKey, null);
  // Nothing fetched for the previous user may be shown to the next one.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
}
