/**
 * better-auth's SSO plugin decides who configures an organization's identity providers by role name
 * itself (owner or admin). The product asks "sso:manage" of @app/access for the same thing (the
 * settings area's sign-in section, the require-SSO switch's neighbours): for every built-in role,
 * the plugin's answer over real HTTP and the statement must agree, so the two cannot drift apart.
 */
import { ORGANIZATION_ROLES, type OrganizationRole, roleGrants } from "@app/access";
import { describe, expect, it } from "vitest";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { orgWithRoles } from "./support/organizations-fixtures";
import { serverFixture } from "./support/server";

/** An OIDC provider the plugin stores without asking it anything (no discovery). */
const oidcConfig = {
  clientId: "tie-client",
  clientSecret: "tie-client-secret-0123456789",
  skipDiscovery: true,
  authorizationEndpoint: "https://idp.example.com/authorize",
  tokenEndpoint: "https://idp.example.com/token",
  jwksEndpoint: "https://idp.example.com/jwks",
};

describe.each(variants)("the SSO plugin's role rule and sso:manage on $name", (variant) => {
  const t = serverFixture(variant, async (server) => {
    const parties = await orgWithRoles(server);
    const suffix = `${variant.name.replace(/\W/g, "")}-${Date.now()}`;
    const existing = await ok<{ providerId: string }>(
      await parties.owner.client.post("/api/auth/sso/register", {
        providerId: `tie-existing-${suffix}`,
        issuer: "https://idp.example.com",
        domain: `existing-${suffix}.test`,
        organizationId: parties.org.id,
        oidcConfig,
      }),
    );
    return { ...parties, suffix, existing };
  });

  it.each(ORGANIZATION_ROLES)("%s: registering a provider", async (role: OrganizationRole) => {
    const response = await t[role].client.post("/api/auth/sso/register", {
      providerId: `tie-${role}-${t.suffix}`,
      issuer: "https://idp.example.com",
      domain: `${role}-${t.suffix}.test`,
      organizationId: t.org.id,
      oidcConfig,
    });
    expect(response.status === 200, await response.clone().text()).toBe(roleGrants(role, { sso: ["manage"] }));
    if (response.status !== 200) expect(response.status).toBe(403);
  });

  it.each(ORGANIZATION_ROLES)("%s: reading and listing the organization's provider", async (role: OrganizationRole) => {
    const granted = roleGrants(role, { sso: ["manage"] });
    const read = await t[role].client.request(
      `/api/auth/sso/get-provider?providerId=${encodeURIComponent(t.existing.providerId)}`,
    );
    expect(read.status === 200, await read.clone().text()).toBe(granted);
    const listed = await ok<{ providers: { providerId: string }[] }>(
      await t[role].client.request("/api/auth/sso/providers"),
    );
    expect(listed.providers.some((p) => p.providerId === t.existing.providerId)).toBe(granted);
  });
});
