/**
 * Single sign-on in Chromium (decision 035): an organization adds an OIDC and a SAML provider (over the
 * API), proves its domains through the test DNS server, and a person signs in with 'Sign in with
 * SSO' through each provider's own sign-in page, landing on the dashboard as a member.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, sso } from "../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expect, newUser, signUpWithOrganization, test } from "./support/fixtures";
import { tr } from "./support/language";

async function provideAndVerify(request: APIRequestContext, body: Record<string, unknown>) {
  const headers = { origin: baseURL };
  const registered = await request.post("/api/auth/sso/register", { data: body, headers });
  expect(registered.status(), await registered.text()).toBe(200);
  const { providerId, domain, domainVerificationToken } = (await registered.json()) as Record<string, string>;
  const name = `_dashboard-domain-${providerId}`;
  await request.post(`http://127.0.0.1:${sso.dnsHttpPort}/txt`, {
    data: { name: `${name}.${domain}`, value: `${name}=${domainVerificationToken}` },
  });
  const verified = await request.post("/api/auth/sso/verify-domain", { data: { providerId }, headers });
  expect(verified.status(), await verified.text()).toBe(204);
}

async function startSso(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: tr("Sign in with SSO") }).click();
  await expect(page).toHaveURL(/\/login\/sso/);
  await page.getByLabel(tr("Work email")).fill(email);
  await page.getByRole("button", { name: tr("Continue") }).click();
}

test("signs in through the OIDC provider's page and the SAML IdP's page", async ({ page, browser }) => {
  // Two providers set up, then two sign-ins through their pages: longer than one screen.
  test.setTimeout(120_000);
  const owner = newUser("sso-owner");
  const organization = await signUpWithOrganization(page, owner, "SSO Co");
  const stamp = Date.now().toString(36);
  const oidcDomain = `oidc-${stamp}.e2e.test`;
  const samlDomain = `saml-${stamp}.e2e.test`;
  await provideAndVerify(page.request, {
    providerId: "e2e-oidc",
    issuer: `http://127.0.0.1:${sso.oidcPort}`,
    domain: oidcDomain,
    organizationId: organization.id,
    oidcConfig: { clientId: sso.oidcClient.id, clientSecret: sso.oidcClient.secret, pkce: true },
  });
  const idpMetadata = await (await page.request.get(`http://127.0.0.1:${sso.samlPort}/metadata`)).text();
  await provideAndVerify(page.request, {
    providerId: "e2e-saml",
    issuer: `http://127.0.0.1:${sso.samlPort}/metadata`,
    domain: samlDomain,
    organizationId: organization.id,
    samlConfig: { entryPoint: `http://127.0.0.1:${sso.samlPort}/sso`, idpMetadata: { metadata: idpMetadata } },
  });

  // The owner's settings show what to enter at the providers.
  await page.goto(`/dashboard/organizations/${organization.id}/settings/sign-in`);
  await expect(page.getByRole("heading", { name: oidcDomain })).toBeVisible();
  await expect(page.getByText("/api/auth/sso/callback/e2e-oidc")).toBeVisible();
  await expect(page.getByText("/api/auth/sso/saml2/sp/acs/e2e-saml")).toBeVisible();
  await expectNoAxeViolations(page);
  // Where each provider's groups come from, named in its role mapping's form: groups until changed.
  const claim = page.getByLabel(tr("Groups claim"));
  await expect(claim).toHaveValue("groups");
  await expect(page.getByLabel(tr("Groups attribute"))).toHaveValue("groups");
  await claim.fill(" ");
  await claim.press("Enter");
  await expect(page.getByText(tr("Enter the claim or attribute name: 1 to 200 characters."))).toBeVisible();
  await expect(claim).toHaveAttribute("aria-invalid", "true");
  await claim.fill("roles");
  await claim.press("Enter");
  await expect(page.getByText(tr("Enter the claim or attribute name: 1 to 200 characters."))).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(tr("Groups claim"))).toHaveValue("roles");

  const oidcPerson = await (await browser.newContext()).newPage();
  await startSso(oidcPerson, `alice@${oidcDomain}`);
  await expect(oidcPerson).toHaveURL(new RegExp(`127.0.0.1:${sso.oidcPort}/interaction/`));
  await oidcPerson.locator('input[name="login"]').fill(`alice@${oidcDomain}`);
  await oidcPerson.locator('input[name="password"]').fill("any");
  await oidcPerson.locator('button[type="submit"]').click();
  await expect(oidcPerson).toHaveURL(/\/dashboard$/);
  await expect(oidcPerson.getByText(tr("Welcome to your dashboard"))).toBeVisible();

  const samlPerson = await (await browser.newContext()).newPage();
  await startSso(samlPerson, `bob@${samlDomain}`);
  await expect(samlPerson.getByRole("heading", { name: "Sign in to the test identity provider" })).toBeVisible();
  await samlPerson.getByLabel("Email").fill(`bob@${samlDomain}`);
  await samlPerson.getByRole("button", { name: "Sign in" }).click();
  await expect(samlPerson).toHaveURL(/\/dashboard$/);
  await expect(samlPerson.getByText(tr("Welcome to your dashboard"))).toBeVisible();
});

test("the SSO page passes axe and says why a sign-in came back", async ({ page }) => {
  await page.goto("/login/sso?error=SSO_REQUIRED");
  await expect(page.getByRole("heading", { level: 1, name: tr("Sign in with SSO") })).toBeVisible();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});
