import { validateAuthorizationCode } from "better-auth/oauth2";

/**
 * better-auth's Google provider has Google's token endpoint built in, and Google cannot be reached
 * from the test machines. GOOGLE_OAUTH_BASE_URL (set only by the end-to-end tests) sends the code
 * exchange to a local stand-in; the redirect, state, PKCE, callback and account code stay better-auth's.
 * See docs/decisions/003-google-sign-in-test-provider.md.
 */
type ProviderOptions = Parameters<typeof validateAuthorizationCode>[0]["options"];
interface AuthContextWithProviders {
  socialProviders: Array<{ id: string; options?: unknown; validateAuthorizationCode: unknown }>;
}

export function useGoogleEndpoints(context: Promise<AuthContextWithProviders>, baseUrl: string) {
  void context.then((ctx) => {
    const google = ctx.socialProviders.find((p) => p.id === "google");
    if (!google) return;
    const options = google.options as ProviderOptions;
    google.validateAuthorizationCode = ({
      code,
      codeVerifier,
      redirectURI,
    }: {
      code: string;
      codeVerifier?: string;
      redirectURI: string;
    }) => validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: `${baseUrl}/token` });
  });
}
