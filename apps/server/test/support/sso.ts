/**
 * The SSO tests' side of the identity providers (decision 035): a person at the provider's sign-in page
 * (its own cookies, its forms filled and posted as a browser would), and an organization with a
 * provider registered and its domain verified over the real endpoints and a real DNS lookup.
 */
import { expect } from "vitest";
import type { TestClient } from "./client";
import { ok } from "./http";

/** A browser at the identity provider: its own cookie jar, redirects followed by hand. */
export class IdpBrowser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects within the provider's origin and fills its sign-in forms with `fields`,
   * until it sends the browser back to `appOrigin`: returns that URL (a callback, or the ACS form's).
   */
  async signIn(start: string, appOrigin: string, fields: Record<string, string>): Promise<string> {
    let url = start;
    let init: RequestInit = {};
    for (let step = 0; step < 12; step++) {
      const response = await this.request(url, init);
      init = {};
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url).href;
        if (url.startsWith(appOrigin)) return url;
        continue;
      }
      const html = await response.text();
      const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      if (!form) throw new Error(`no form at ${url} (${response.status}): ${html.slice(0, 300)}`);
      const action = new URL(form[1].replaceAll("&amp;", "&"), url).href;
      const body = new URLSearchParams();
      for (const input of form[2].matchAll(/<input[^>]*>/gi)) {
        const name = /name="([^"]*)"/.exec(input[0])?.[1];
        if (!name) continue;
        const value = decodeEntities(/value="([^"]*)"/.exec(input[0])?.[1] ?? "");
        body.set(name, fields[name] ?? value);
      }
      for (const [k, v] of Object.entries(fields)) if (!body.has(k) && form[2].includes(`name="${k}"`)) body.set(k, v);
      if (action.startsWith(appOrigin)) return `${action}#${body.toString()}`;
      url = action;
      init = { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("the provider never sent the browser back");
  }
}

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replaceAll("&amp;", "&");
}

/** Hands the provider's answer to the app: a GET callback, or the ACS form POSTed ("url#form"). */
export async function returnToApp(client: TestClient, target: string): Promise<Response> {
  const [url, form] = target.split("#");
  if (form === undefined) return client.request(url);
  return client.request(url, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" },
  });
}

export interface RegisteredProvider {
  providerId: string;
  domainVerificationToken: string;
  domain: string;
}

/** Registers a provider for the organization through /sso/register. */
export async function registerProvider(client: TestClient, body: Record<string, unknown>): Promise<RegisteredProvider> {
  const registered = await ok<RegisteredProvider>(await client.post("/api/auth/sso/register", body));
  expect(registered.domainVerificationToken).toBeTruthy();
  return registered;
}

/** Publishes the provider's TXT record and verifies the domain through /sso/verify-domain. */
export async function verifyDomain(
  client: TestClient,
  dns: { setTxt(name: string, value: string): void },
  provider: RegisteredProvider,
) {
  const name = `_dashboard-domain-${provider.providerId}`;
  dns.setTxt(`${name}.${provider.domain}`, `${name}=${provider.domainVerificationToken}`);
  const response = await client.post("/api/auth/sso/verify-domain", { providerId: provider.providerId });
  expect(response.status, await response.clone().text()).toBe(204);
}

/** Starts an SSO sign-in for an address: the URL of the provider's page. */
export async function startSso(client: TestClient, email: string, callbackURL = "/dashboard") {
  const response = await client.post("/api/auth/sign-in/sso", { email, callbackURL, errorCallbackURL: "/login/sso" });
  return { response, body: (await response.json()) as { url?: string; code?: string; message?: string } };
}
