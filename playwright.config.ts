import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
// where it is installed: per page load it takes about 40 % less CPU than the full browser in headless
// mode (bench/README.md, "End-to-end tests"), which on two cores is the suite's bottleneck.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. The end-to-end tests need it: install it with ` +
      "`apt-get install -y chromium-headless-shell` (or `chromium`; Debian/Ubuntu), or set CHROMIUM_PATH " +
      "to a Chromium or Chrome binary.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const googlePort = port + 1;
export const baseURL = `http://localhost:${port}`;
// Set once in the runner and inherited by the workers, so tests can read the server's development
// outbox (DATA_DIR/outbox.jsonl), where every mail lands without SMTP.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "dashboard-e2e-"));
const google = { id: "e2e-google-client", secret: "e2e-google-secret" };
/** The SSO tests' providers and DNS server (decision 035), on ports next to the app's. */
export const sso = {
  oidcPort: port + 2,
  samlPort: port + 3,
  dnsPort: port + 4,
  dnsHttpPort: port + 5,
  oidcClient: { id: "e2e-oidc-client", secret: "e2e-oidc-secret" },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three workers on two cores: with two, a third of the CPU stood idle (a test waits for the server,
  // a delivery or the next page between its steps); with three the suite took 7.3 min instead of 9.4
  // (bench/README.md, "2026-11-28 morning"; decision 038).
  workers: 3,
  // No retries, in CI either: a flaky test fails the build where it is introduced instead of hiding.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test here signs up, creates what it needs and walks several pages: 5–45 s with three workers
  // beside the server on two cores (bench/README.md, "The end-to-end suite"); the limit leaves room for a
  // machine busy with something else, so a slow run is not read as a wrong one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // No trace by default: recording one films every frame of every test (its screenshots), which
    // halved the browser's page loads per second here. To get one: `npx playwright test --trace on`.
    // A failure still leaves its screenshot and page snapshot in test-results/.
    trace: "off",
    screenshot: "only-on-failure",
    // The browser asks for reduced motion, which sonner honours: a toast is there or gone, never half
    // faded when axe measures its contrast (a toast timing out during a check failed CI once, 2.62:1).
    // Dialogs still animate; the axe helper waits for them (e2e/support/axe.ts).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The German project first: the workers take tests in this order, and its long walks (every screen
  // at 375 px) queued last kept one worker busy for a minute while the others stood idle.
  projects: [
    // Every screen again with a browser that asks for German (decision 032): axe and no English left.
    {
      name: "German",
      use: { ...devices["Desktop Chrome"], locale: "de-DE" },
      testMatch: /(accessibility|webhooks|security-policy|custom-roles)\.spec\.ts$/,
    },
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: [
    {
      command: "node e2e/support/fake-google-provider.mjs",
      url: `http://localhost:${googlePort}/health`,
      env: { FAKE_GOOGLE_PORT: String(googlePort), GOOGLE_CLIENT_ID: google.id, GOOGLE_CLIENT_SECRET: google.secret },
      reuseExistingServer: false,
    },
    {
      command: "node e2e/support/oidc-idp.mjs",
      url: `http://127.0.0.1:${sso.oidcPort}/.well-known/openid-configuration`,
      env: {
        OIDC_IDP_PORT: String(sso.oidcPort),
        OIDC_IDP_CLIENT_ID: sso.oidcClient.id,
        OIDC_IDP_CLIENT_SECRET: sso.oidcClient.secret,
        OIDC_IDP_REDIRECT_URIS: `${baseURL}/api/auth/sso/callback/e2e-oidc`,
      },
      reuseExistingServer: false,
    },
    {
      command: "node e2e/support/saml-idp.mjs",
      url: `http://127.0.0.1:${sso.samlPort}/health`,
      env: { SAML_IDP_PORT: String(sso.samlPort) },
      reuseExistingServer: false,
    },
    {
      command: "node e2e/support/dns-server.mjs",
      url: `http://127.0.0.1:${sso.dnsHttpPort}/health`,
      env: { DNS_PORT: String(sso.dnsPort), DNS_HTTP_PORT: String(sso.dnsHttpPort) },
      reuseExistingServer: false,
    },
    {
      // The built product, as `npm start` runs it, on a fresh embedded database. E2E_SERVER_MAIN runs a
      // copy of the build instead (with WEB_DIST_DIR for its web build), so one run can go on while the
      // next build is written.
      command: `node ${process.env.E2E_SERVER_MAIN ?? "apps/server/dist/main.js"}`,
      url: `${baseURL}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Each test browses from its own X-Forwarded-For address, so sign-in rate limits are per test.
        TRUST_PROXY: "true",
        ADMIN_EMAILS: "admin@e2e.test,admin-de@e2e.test",
        GOOGLE_CLIENT_ID: google.id,
        GOOGLE_CLIENT_SECRET: google.secret,
        GOOGLE_OAUTH_BASE_URL: `http://localhost:${googlePort}`,
        DNS_SERVERS: `127.0.0.1:${sso.dnsPort}`,
        SSO_PRIVATE_IDP_ORIGINS: `http://127.0.0.1:${sso.oidcPort}`,
        // The webhook tests' receivers listen on this machine (decision 036): allowed by name, over http.
        WEBHOOK_ALLOWED_HOSTS: "127.0.0.1,localhost",
      },
    },
  ],
});
