import type { apiKey } from "@better-auth/api-key";
import type { passkey } from "@better-auth/passkey";
import type { scim } from "@better-auth/scim";
import type { SSOPlugin } from "@better-auth/sso";
import type { betterAuth } from "better-auth";
import type { admin, DefaultOrganizationPlugin, twoFactor } from "better-auth/plugins";
import type { DynamicAccessControlEndpoints, OrganizationEndpoints } from "better-auth/plugins/organization";

/** The organization plugin with dynamic access control (decision 042): its role endpoints too. */
type RolesOptions = { dynamicAccessControl: { enabled: true } };
type OrganizationWithRoles = Omit<DefaultOrganizationPlugin<RolesOptions>, "endpoints"> & {
  endpoints: OrganizationEndpoints<RolesOptions> & DynamicAccessControlEndpoints<RolesOptions>;
};

/**
 * better-auth's API as the product's plugins shape it, from the libraries' own types: the same
 * endpoints as `createAuth`'s (auth/auth.ts checks that the two agree), without importing it, so the
 * modules below it can name an endpoint or a session without an import running back up.
 */
type ProductApi = ReturnType<
  typeof betterAuth<{
    session: { additionalFields: typeof sessionFields };
    plugins: [
      ReturnType<typeof admin<Record<never, never>>>,
      OrganizationWithRoles,
      ReturnType<typeof twoFactor<Record<never, never>>>,
      ReturnType<typeof passkey>,
      ReturnType<typeof apiKey>,
      SSOPlugin<{ domainVerification: { enabled: true } }>,
      ReturnType<typeof scim>,
    ];
  }>
>["api"];

/**
 * The session's field beside better-auth's own (decision 043): how it showed a second factor
 * (sessions/session-factors.ts). Only the server writes it (`input: false`, so /update-session
 * cannot).
 */
export const sessionFields = { secondFactor: { type: "string", required: false, input: false } } as const;

/** The paths of an API's endpoints; server-only endpoints (no HTTP path) are left out. */
export type PathsOf<Api> = {
  [K in keyof Api]: Api[K] extends { path: infer P extends string } ? (string extends P ? never : P) : never;
}[keyof Api];

/** Every path better-auth serves under /api/auth: the key type of the endpoint table (auth/endpoints.ts). */
export type AuthPath = PathsOf<ProductApi>;

/** The caller's session and user, as get-session returns them. */
export type AuthSession = NonNullable<Awaited<ReturnType<ProductApi["getSession"]>>>;

export type SessionReader = (headers: Headers) => Promise<AuthSession | null>;
