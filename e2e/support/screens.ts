import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect, newUser } from "./fixtures";
import { perLanguage, tr } from "./language";
import type { Seed } from "./seed";

/**
 * A screen of the product (docs/product.md#routes) as the accessibility suite visits it: where it is, the one h1 it must have, and
 * what to wait for or do before the check (data loaded, a dialog opened, a form submitted empty).
 * A new screen is one more line in one of the lists below.
 */
export interface Screen {
  name: string;
  path: string | ((seed: Seed) => string);
  heading: string | RegExp | ((seed: Seed) => string);
  prepare?: (page: Page, seed: Seed) => Promise<void>;
  /** Check only this part: an open menu (see expectNoAxeViolations). */
  only?: string;
}

const MENU = '[role="menu"]';

// Texts are named in English; tr() gives them in the test's language (support/language.ts).
/** A text in English (translated with tr), a pattern, or a pattern per language (perLanguage). */
type Text = string | RegExp | (() => RegExp);
const text = (value: Text) => (typeof value === "string" ? tr(value) : typeof value === "function" ? value() : value);

const see = (value: Text) => async (page: Page) => {
  await expect(page.getByText(text(value)).first()).toBeVisible();
};
const click = (role: "button" | "link", name: string) => async (page: Page) => {
  await page.getByRole(role, { name: tr(name), exact: true }).click();
};
const dialog = (open: (page: Page, seed: Seed) => Promise<void>) => async (page: Page, seed: Seed) => {
  await open(page, seed);
  await expect(page.getByRole("dialog").or(page.getByRole("alertdialog"))).toBeVisible();
};
const menu = (trigger: string | RegExp) => async (page: Page) => {
  await page
    .getByRole("button", { name: typeof trigger === "string" ? tr(trigger) : trigger })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
};
const toast = (act: (page: Page) => Promise<void>, value: Text) => async (page: Page) => {
  await act(page);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text(value) })).toBeVisible();
};

/** Signed out (the seed provides an invitation to open). */
export const publicScreens: Screen[] = [
  { name: "home", path: "/", heading: "Web App", prepare: see(/^ok$/) },
  { name: "theme menu", path: "/", heading: "Web App", prepare: menu("Toggle theme"), only: MENU },
  { name: "sign in", path: "/login", heading: "Welcome Back" },
  { name: "sign in with SSO", path: "/login/sso", heading: "Sign in with SSO" },
  {
    name: "sign in with SSO, came back refused",
    path: "/login/sso?error=SSO_REQUIRED",
    heading: "Sign in with SSO",
    prepare: see("Your organization signs you in with single sign-on. Enter your work address to continue."),
  },
  { name: "sign in, submitted empty", path: "/login", heading: "Welcome Back", prepare: click("button", "Sign In") },
  {
    name: "sign in, refused (error toast)",
    path: "/login",
    heading: "Welcome Back",
    prepare: toast(
      async (page) => {
        await page.getByLabel(tr("Email")).fill("nobody@e2e.test");
        await page.getByLabel(tr("Password")).fill("not the password");
        await page.getByRole("button", { name: tr("Sign In"), exact: true }).click();
      },
      perLanguage({ en: /invalid/i, de: /ungültig|falsch/i }),
    ),
  },
  { name: "sign up", path: "/login?showSignIn=false", heading: "Create Account" },
  // Starts on the sign-in form; the second step has its own h1 (checked in twoFactorStep).
  { name: "sign in, two-factor step", path: "/login", heading: "Welcome Back", prepare: twoFactorStep },
  { name: "forgot password", path: "/forgot-password", heading: "Forgot password?" },
  {
    name: "forgot password, sent",
    // An address of its own each time: mail is limited per address.
    path: () => `/forgot-password?email=${encodeURIComponent(newUser("a11y-reset").email)}`,
    heading: "Forgot password?",
    prepare: async (page) => {
      await page.getByRole("button", { name: tr("Send reset link") }).click();
      await expect(page.locator("h1")).toHaveText([tr("Check your email")]);
    },
  },
  { name: "reset password", path: "/reset-password?token=not-a-real-token", heading: "Set a new password" },
  {
    name: "reset password, submitted empty",
    path: "/reset-password?token=not-a-real-token",
    heading: "Set a new password",
    prepare: click("button", "Set new password"),
  },
  { name: "reset password, link no longer valid", path: "/reset-password", heading: "This link is no longer valid" },
  { name: "about", path: "/about", heading: "About" },
  { name: "privacy", path: "/privacy", heading: "Privacy" },
  { name: "terms", path: "/terms", heading: "Terms" },
  { name: "not found", path: "/no/such/page", heading: "Not Found" },
  { name: "invitation, unknown", path: "/accept-invitation/no-such-invitation", heading: "Invitation not found" },
  {
    name: "invitation, signed out",
    path: (seed) => `/accept-invitation/${seed.invitationId}`,
    heading: (seed) => tr("Join {organization}", { organization: seed.organization.name }),
  },
];

/** Signed in as the seeded user, whose organization has a pending invitation and who has one document. */
export const userScreens: Screen[] = [
  { name: "dashboard", path: "/dashboard", heading: "Welcome to your dashboard" },
  {
    name: "user menu",
    path: "/dashboard",
    heading: "Welcome to your dashboard",
    prepare: openUserMenu,
    only: MENU,
  },
  { name: "dashboard, not found", path: "/dashboard/no-such-page", heading: "Not Found" },
  {
    name: "organizations",
    path: "/dashboard/organizations",
    heading: "Organizations",
    prepare: see(perLanguage({ en: /^1 member$/, de: /^1 Mitglied$/ })),
  },
  {
    name: "new organization dialog",
    path: "/dashboard/organizations?create=true",
    heading: "Organizations",
    prepare: dialog(async () => {}),
  },
  {
    name: "manage organization",
    path: (seed) => `/dashboard/organizations?manage=${seed.organization.id}`,
    heading: (seed) => seed.organization.name,
    prepare: see("(you)"),
  },
  {
    name: "delete organization dialog",
    path: (seed) => `/dashboard/organizations?manage=${seed.organization.id}`,
    heading: (seed) => seed.organization.name,
    prepare: dialog(click("button", "Delete Organization")),
  },
  { name: "debug", path: "/dashboard/dev/debug", heading: "Debug" },
  { name: "components", path: "/dashboard/dev/components", heading: "Components" },
];

/** The settings areas, signed in as the seeded user: the account's and the organization's sections. */
export const settingsScreens: Screen[] = [
  {
    name: "organization settings, general",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings`,
    heading: "Organization settings",
    prepare: see("Save settings"),
  },
  {
    name: "organization settings, members",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/members`,
    heading: "Organization settings",
    prepare: see("(you)"),
  },
  {
    name: "organization settings, sign-in",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/sign-in`,
    heading: "Organization settings",
    prepare: see("No identity provider yet."),
  },
  {
    name: "organization settings, provisioning",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/provisioning`,
    heading: "Organization settings",
    prepare: see("SCIM base URL"),
  },
  {
    name: "organization settings, API keys",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/api-keys`,
    heading: "Organization settings",
    prepare: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: tr("The organization's API keys") })).toBeVisible();
      await see("No member of this organization has an API key.")(page);
    },
  },
  {
    name: "organization settings, activity",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/activity`,
    heading: "Organization settings",
    prepare: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: tr("Activity") })).toBeVisible();
      // The seed's invitation is in the log.
      await expect(page.getByRole("table")).toBeVisible();
    },
  },
  {
    name: "organization settings, danger zone",
    path: (seed) => `/dashboard/organizations/${seed.organization.id}/settings/danger-zone`,
    heading: "Organization settings",
    prepare: see("Delete Organization"),
  },
  { name: "account", path: "/dashboard/account", heading: "Profile", prepare: see("Avatar URL") },
  { name: "account, security", path: "/dashboard/account/security", heading: "Security", prepare: see("Passkeys") },
  { name: "account, sessions", path: "/dashboard/account/sessions", heading: "Sessions", prepare: see("This device") },
  {
    name: "account, API keys",
    path: "/dashboard/account/api-keys",
    heading: "API keys",
    prepare: see("API reference"),
  },
  {
    name: "account, language",
    path: "/dashboard/account/language",
    heading: "Language",
    prepare: see("Save language"),
  },
  {
    name: "account, danger zone",
    path: "/dashboard/account/danger-zone",
    heading: "Danger zone",
    prepare: see("Download my data"),
  },
  {
    name: "account, two-factor set-up (QR code)",
    path: "/dashboard/account/security",
    heading: "Security",
    prepare: dialog(async (page, seed) => {
      await page.getByRole("button", { name: tr("Turn on"), exact: true }).click();
      await page.getByRole("dialog").getByLabel(tr("Password")).fill(seed.user.password);
      await page
        .getByRole("dialog")
        .getByRole("button", { name: tr("Continue") })
        .click();
      await expect(page.getByRole("img", { name: tr("QR code for your authenticator app") })).toBeVisible();
    }),
  },
  {
    name: "account, delete dialog",
    path: "/dashboard/account/danger-zone",
    heading: "Danger zone",
    prepare: dialog(async (page) => {
      await page.getByRole("button", { name: tr("Delete account"), exact: true }).click();
      const blockers = perLanguage({
        en: /deleted with your account|only owner/,
        de: /mit Ihrem Konto gelöscht|einzige Inhaber/,
      })();
      await expect(page.getByRole("dialog").getByText(blockers)).toBeVisible();
    }),
  },
  {
    name: "account, saved (success toast)",
    path: "/dashboard/account",
    heading: "Profile",
    prepare: toast(click("button", "Save"), "Profile updated"),
  },
];

/** The German screens (lang="de"), signed in as the seeded user. */
export const germanScreens: Screen[] = [
  {
    name: "Gewerbeanmeldungen",
    path: "/dashboard/docs/gewerbeanmeldung",
    heading: "Gewerbeanmeldungen",
    prepare: see("München, Deutschland"),
  },
  { name: "neue Gewerbeanmeldung", path: "/dashboard/docs/gewerbeanmeldung/new", heading: "Gewerbeanmeldung" },
  {
    name: "Gewerbeanmeldung",
    path: (seed) => `/dashboard/docs/gewerbeanmeldung/${seed.documentId}`,
    heading: (seed) => `Gewerbeanmeldung #${seed.documentId.slice(0, 8)}`,
    prepare: see(perLanguage({ en: /sections complete/, de: /Abschnitten vollständig/ })),
  },
  {
    name: "Gewerbeanmeldung, nicht gefunden",
    path: "/dashboard/docs/gewerbeanmeldung/00000000-0000-4000-8000-000000000000",
    heading: "Dokument nicht gefunden",
  },
];

const FORM = (seed: Seed) => `/dashboard/docs/gewerbeanmeldung/${seed.documentId}/bearbeiten`;
const fillPlz = (plz: string) => async (page: Page) => {
  await page
    .getByRole("group", { name: tr("Betriebsstätte"), exact: true })
    .getByRole("combobox", { name: tr("PLZ") })
    .fill(plz);
  await expect(page.getByRole("listbox", { name: tr("Places for postcode {plz}", { plz }) })).toBeVisible();
};

/** The complete form's screens: the stepper's steps, its errors, the PLZ help, the summary, a completed detail. */
export const germanFormScreens: Screen[] = [
  {
    name: "Schritt Unternehmen",
    path: FORM,
    heading: "Fill in Gewerbeanmeldung",
    prepare: see(perLanguage({ en: /Step 1 of/, de: /Schritt 1 von/ })),
  },
  {
    name: "Schritt mit Fehlern",
    path: FORM,
    heading: "Fill in Gewerbeanmeldung",
    prepare: async (page) => {
      await page.getByRole("button", { name: tr("Next"), exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("Rechtsform ist erforderlich");
    },
  },
  {
    name: "Schritt Angaben zur Person",
    path: (seed) => `${FORM(seed)}?schritt=person`,
    heading: "Fill in Gewerbeanmeldung",
    prepare: see("Staatsangehörigkeit(en)"),
  },
  {
    name: "Schritt Betriebsstätte, PLZ-Hilfe offen",
    path: (seed) => `${FORM(seed)}?schritt=betriebsstaette`,
    heading: "Fill in Gewerbeanmeldung",
    prepare: fillPlz("21039"),
  },
  {
    name: "Zusammenfassung",
    path: (seed) => `${FORM(seed)}?schritt=zusammenfassung`,
    heading: "Fill in Gewerbeanmeldung",
    prepare: see("You can complete the form once every section is complete."),
  },
  {
    name: "Gewerbeanmeldung, vollständig",
    path: (seed) => `/dashboard/docs/gewerbeanmeldung/${seed.completedDocumentId}`,
    heading: (seed) => `Gewerbeanmeldung #${seed.completedDocumentId.slice(0, 8)}`,
    prepare: see("Open for editing"),
  },
  {
    name: "Gewerbeanmeldung löschen (Dialog)",
    path: (seed) => `/dashboard/docs/gewerbeanmeldung/${seed.documentId}`,
    heading: (seed) => `Gewerbeanmeldung #${seed.documentId.slice(0, 8)}`,
    prepare: dialog(click("button", "Delete")),
  },
  {
    name: "Gewerbeanmeldungen, keine Treffer",
    path: "/dashboard/docs/gewerbeanmeldung",
    heading: "Gewerbeanmeldungen",
    prepare: async (page) => {
      await page.getByRole("searchbox", { name: tr("Search") }).fill("keine solche Anmeldung");
      await expect(page.getByText(tr("No matching Gewerbeanmeldungen"))).toBeVisible();
    },
  },
];

/** Signed in as the platform admin. */
export const adminScreens: Screen[] = [
  {
    name: "users",
    path: "/dashboard/admin/users",
    heading: "Users",
    prepare: see(
      perLanguage({
        en: /^Showing [\d,]+ to [\d,]+ of [\d,]+\+? results$/,
        de: /^[\d.]+ bis [\d.]+ von [\d.]+\+? Ergebnisse?n?$/,
      }),
    ),
  },
  {
    name: "users, none found",
    path: "/dashboard/admin/users?search=no-such-user-anywhere",
    heading: "Users",
    prepare: see("No users found."),
  },
  {
    name: "failed mail",
    path: "/dashboard/admin/mail",
    heading: "Failed mail",
    prepare: see(perLanguage({ en: /^No failed mail/, de: /^Keine/ })),
  },
  {
    name: "ban dialog",
    path: (seed) => `/dashboard/admin/users?search=${encodeURIComponent(seed.user.email)}`,
    heading: "Users",
    prepare: dialog(async (page) => {
      await page.getByRole("button", { name: perLanguage({ en: /^Actions for /, de: /^Aktionen für / })() }).click();
      await page.getByRole("menuitem", { name: tr("Ban") }).click();
    }),
  },
  {
    name: "revoke sessions dialog",
    path: (seed) => `/dashboard/admin/users?search=${encodeURIComponent(seed.user.email)}`,
    heading: "Users",
    prepare: dialog(async (page) => {
      await page.getByRole("button", { name: perLanguage({ en: /^Actions for /, de: /^Aktionen für / })() }).click();
      await page.getByRole("menuitem", { name: tr("Revoke sessions") }).click();
    }),
  },
];

/**
 * A new account with two-factor on (a real TOTP confirms it), signed out again, then its password on the
 * sign-in form: the second step.
 */
async function twoFactorStep(page: Page) {
  const user = newUser("a11y-2fa");
  const totpURI = await page.evaluate(async (user) => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    await post("/api/auth/sign-up/email", user);
    return (await post("/api/auth/two-factor/enable", { password: user.password })).totpURI as string;
  }, user);
  const code = OTPAuth.URI.parse(totpURI).generate();
  await page.evaluate(async (code) => {
    const post = (path: string, body: unknown) =>
      fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!(await post("/api/auth/two-factor/verify-totp", { code })).ok) throw new Error("verify-totp failed");
    await post("/api/auth/sign-out", {});
  }, code);
  await page.reload();
  await page.getByLabel(tr("Email")).fill(user.email);
  await page.getByLabel(tr("Password")).fill(user.password);
  await page.getByRole("button", { name: tr("Sign In"), exact: true }).click();
  await expect(page.getByLabel(tr("Authentication code"))).toBeVisible();
  await expect(page.locator("h1")).toHaveText([tr("Two-factor authentication")]);
}

/** The sidebar's user menu: in the sheet on a phone, where the sidebar first has to be opened. */
async function openUserMenu(page: Page) {
  const trigger = page.getByTestId("user-menu");
  if (!(await trigger.isVisible())) {
    await page
      .getByRole("button", { name: tr("Toggle Sidebar") })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: tr("Sidebar") })).toBeVisible();
  }
  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** Opens the screen, checks its one h1 and gets it into the state to check. */
export async function visit(page: Page, screen: Screen, seed: Seed) {
  await page.goto(typeof screen.path === "function" ? screen.path(seed) : screen.path);
  const named = typeof screen.heading === "function" ? screen.heading(seed) : screen.heading;
  const heading = typeof named === "string" ? tr(named) : named;
  await expect(page.locator("h1")).toHaveText(typeof heading === "string" ? [heading] : [heading]);
  await screen.prepare?.(page, seed);
  // Data still loading is not what the user looks at: the header's and sidebar's placeholders, a
  // loading status (the page's own data is waited for by `prepare`).
  await expect(
    page.locator('header [data-slot="skeleton"], nav [data-slot="skeleton"], [data-sidebar="menu-skeleton"]'),
  ).toHaveCount(0);
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}
