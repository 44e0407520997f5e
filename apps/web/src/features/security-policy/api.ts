import { useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";
import { useSignOutMutation } from "@/lib/session";

/** The organization's security policy and the caller's address as the server sees it. */
export const useSecurityPolicyQuery = (organizationId: string) =>
  useQuery(orpc.securityPolicy.get.queryOptions({ input: { organizationId } }));

type Update = {
  organizationId: string;
  allowedNetworks?: string[];
  twoFactorRequired?: boolean;
  idleTimeoutMinutes?: number | null;
  absoluteLifetimeMinutes?: number | null;
};

export const useUpdateSecurityPolicyMutation = (callbacks: MutationCallbacks<unknown, Update>) =>
  useRefreshingMutation(
    (input: Update) => rpcClient.securityPolicy.update(input),
    (qc) => qc.invalidateQueries({ queryKey: orpc.securityPolicy.key() }),
    callbacks,
  );

/**
 * What stands between the caller and the organization: the policy step's refusal, or null. Asked
 * again each time the organization is opened: what changes it (two-factor set up on the account's
 * page, a new sign-in) happens elsewhere, and a remembered refusal would keep the screen up.
 */
export const useStandingQuery = (organizationId: string) =>
  useQuery({ ...orpc.securityPolicy.standing.queryOptions({ input: { organizationId } }), staleTime: 0 });

/** The query key of every standing (asked again when a call meets a policy refusal). */
export const standingKey = () => orpc.securityPolicy.standing.key();

/** Confirms the second factor in this session: a code from the authenticator app. */
export function useConfirmCodeMutation(callbacks: MutationCallbacks<void, string>) {
  return useRefreshingMutation(
    async (code: string) => {
      await authClient.twoFactor.verifyTotp({ code });
    },
    (qc) => qc.invalidateQueries(),
    callbacks,
  );
}

/** Confirms it with a passkey: a passkey sign-in, which counts as both factors. */
export function useConfirmPasskeyMutation(callbacks: MutationCallbacks<void, void>) {
  return useRefreshingMutation(
    async () => {
      const { error } = await authClient.signIn.passkey();
      if (error) throw new Error(error.message ?? "");
    },
    (qc) => qc.invalidateQueries(),
    callbacks,
  );
}

/**
 * Ends this session, so the person signs in again (the organization's session limit): as the app's
 * own sign-out does, the cached session and everything fetched with it go too, so the sign-in page
 * sees a signed-out browser and nothing of the old session is shown after it.
 */
export const useSignInAgainMutation = (callbacks: MutationCallbacks) => useSignOutMutation(callbacks);
