import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import { authClient } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

const providersKey = ["sso", "providers"] as const;

interface ProviderFields {
  requireSso?: boolean | null;
  mfaSuffices?: boolean | null;
  groupsAttribute?: string | null;
  /** JSON list of { group, role } (decision 042). */
  roleMapping?: string | null;
}

/** An organization's identity providers (better-auth's SSO plugin lists those the caller administers). */
export function useProvidersQuery(organizationId: string) {
  return useQuery({
    queryKey: [...providersKey, organizationId],
    queryFn: async () => {
      const answer = await authClient.sso.providers();
      // The product's fields come along (the plugin returns its additional fields); typed here.
      return (answer?.providers ?? [])
        .filter((p) => p.organizationId === organizationId)
        .map((p) => p as typeof p & ProviderFields);
    },
  });
}

export type Provider = NonNullable<ReturnType<typeof useProvidersQuery>["data"]>[number];

export interface NewProvider {
  organizationId: string;
  providerId: string;
  domain: string;
  protocol: "oidc" | "saml";
  /** OIDC: the issuer (its discovery document is read from it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** SAML: the IdP's metadata XML, or entity id, SSO URL and certificate. */
  metadataXml: string;
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

function registration(p: NewProvider) {
  const base = { providerId: p.providerId, domain: p.domain, organizationId: p.organizationId };
  if (p.protocol === "oidc") {
    return {
      ...base,
      issuer: p.issuer,
      oidcConfig: { clientId: p.clientId, clientSecret: p.clientSecret, pkce: true },
    };
  }
  const idpMetadata = p.metadataXml.trim()
    ? { metadata: p.metadataXml.trim() }
    : { entityID: p.entityId.trim(), cert: p.certificate.trim() };
  // The server sets the SAML issuer (the service provider's entity id) itself.
  return { ...base, issuer: p.ssoUrl || p.entityId, samlConfig: { entryPoint: p.ssoUrl.trim(), idpMetadata } };
}

const refresh = (qc: import("@tanstack/react-query").QueryClient) => qc.invalidateQueries({ queryKey: providersKey });

/** Registers a provider; answers the DNS TXT value that proves the domain. */
export const useRegisterProviderMutation = (
  callbacks: MutationCallbacks<{ domainVerificationToken: string; providerId: string }, NewProvider>,
) =>
  useRefreshingMutation(
    async (provider: NewProvider) => {
      const answer = await authClient.sso.register(
        registration(provider) as Parameters<typeof authClient.sso.register>[0],
      );
      return { domainVerificationToken: answer?.domainVerificationToken ?? "", providerId: provider.providerId };
    },
    refresh,
    callbacks,
  );

export type ProviderChange = {
  providerId: string;
  requireSso?: boolean;
  mfaSuffices?: boolean;
  groupsAttribute?: string;
  /** JSON list of { group, role }. */
  roleMapping?: string;
};

export const useUpdateProviderMutation = (callbacks: MutationCallbacks<void, ProviderChange>) =>
  useRefreshingMutation(
    async (change: ProviderChange) => {
      await authClient.sso.updateProvider(change as Parameters<typeof authClient.sso.updateProvider>[0]);
    },
    refresh,
    callbacks,
  );

export const useDeleteProviderMutation = (callbacks: MutationCallbacks<void, string>) =>
  useRefreshingMutation(
    async (providerId: string) => {
      await authClient.sso.deleteProvider({ providerId });
    },
    refresh,
    callbacks,
  );

/** The TXT value to publish (a new one after a week). */
export const useRequestVerificationMutation = (callbacks: MutationCallbacks<string, string>) =>
  useMutation({
    ...callbacks,
    mutationFn: async (providerId: string) =>
      (await authClient.sso.requestDomainVerification({ providerId }))?.domainVerificationToken ?? "",
  });

export const useVerifyDomainMutation = (callbacks: MutationCallbacks<void, string>) =>
  useRefreshingMutation(
    async (providerId: string) => {
      await authClient.sso.verifyDomain({ providerId });
    },
    refresh,
    callbacks,
  );

/** 'Sign in with SSO': on success the browser is on its way to the organization's provider. */
export function useSsoSignInMutation(callbacks: MutationCallbacks<void, { email: string; redirectTo: string }> = {}) {
  return useMutation({
    ...callbacks,
    mutationFn: async ({ email, redirectTo }: { email: string; redirectTo: string }) => {
      await authClient.signIn.sso({
        email,
        callbackURL: `${window.location.origin}${redirectTo}`,
        errorCallbackURL: `${window.location.origin}/login/sso`,
      });
    },
  });
}
