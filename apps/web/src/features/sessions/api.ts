import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import { AuthCallError } from "@/lib/auth-error";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { sessionsQueryKey } from "@/lib/session";

/** list-sessions needs a recent sign-in (decision 013): an older session is asked to sign in again. */
export const isSessionNotFresh = (error: Error | null) =>
  error instanceof AuthCallError && (error.code === "SESSION_NOT_FRESH" || error.status === 403);

export function useSessionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: sessionsQueryKey,
    enabled,
    retry: (count, error) => !isSessionNotFresh(error) && count < 2,
    queryFn: async () => {
      const sessions = await authClient.listSessions();
      // Most recently active first.
      return [...(sessions ?? [])].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
    },
  });
}

export type UserSession = NonNullable<ReturnType<typeof useSessionsQuery>["data"]>[number];

function useSessionChange<TVariables>(
  call: (variables: TVariables) => Promise<unknown>,
  callbacks: MutationCallbacks<unknown, TVariables>,
) {
  return useRefreshingMutation(call, (qc) => qc.invalidateQueries({ queryKey: sessionsQueryKey }), callbacks);
}

/** Ends one session (by its token; the server only ends the caller's own). */
export const useRevokeSessionMutation = (callbacks: MutationCallbacks<unknown, string>) =>
  useSessionChange((token: string) => authClient.revokeSession({ token }), callbacks);

export const useRevokeOtherSessionsMutation = (callbacks: MutationCallbacks<unknown, void>) =>
  useSessionChange(() => authClient.revokeOtherSessions(), callbacks);
