/**
 * Every message of the mail module renders to HTML and text with its link as the main action (the
 * first link of the text), and what users typed (names) is escaped in the HTML.
 */
import { describe, expect, it } from "vitest";
import { type MailContent, renderMail } from "../src/mail/render";
import { confirmNewEmailMail } from "../src/mail/templates/confirm-new-email";
import { emailChangedMail } from "../src/mail/templates/email-changed";
import { invitationMail } from "../src/mail/templates/invitation";
import { newSignInMail } from "../src/mail/templates/new-sign-in";
import { resetPasswordMail } from "../src/mail/templates/reset-password";
import { signInPausedMail } from "../src/mail/templates/sign-in-paused";
import { ssoRequiredMail } from "../src/mail/templates/sso-required";
import { verifyEmailMail } from "../src/mail/templates/verify-email";
import { webhookPausedMail } from "../src/mail/templates/webhook-paused";

const LINK = "https://app.example.com/some/path?token=abc_DEF-123";

const messages: [string, MailContent, string | null][] = [
  [
    "invitation",
    invitationMail({
      inviterName: "Irene <b>Inviter</b>",
      inviterEmail: "irene@example.com",
      organizationName: "Acme & Co",
      link: LINK,
      validDays: 7,
      locale: "en",
    }),
    "Irene <b>Inviter</b> invited you to Acme & Co",
  ],
  [
    "verification",
    verifyEmailMail({ name: "Vera", link: LINK, validHours: 24, locale: "en" }),
    "Verify your email address",
  ],
  [
    "password reset",
    resetPasswordMail({ name: "Rita", link: LINK, validMinutes: 60, locale: "en" }),
    "Reset your password",
  ],
  [
    "new address confirmation",
    confirmNewEmailMail({ name: "Carl", newEmail: "new@example.com", link: LINK, validHours: 24, locale: "en" }),
    "Confirm your new email address",
  ],
  ["old address notice", emailChangedMail({ name: "Carl", newEmail: "new@example.com", locale: "en" }), null],
  [
    "new sign-in",
    newSignInMail({
      name: "Nina",
      device: "Firefox",
      address: "10.0.0.1",
      time: "2026-11-26 17:00 UTC",
      link: LINK,
      locale: "en",
    }),
    "New sign-in to your account",
  ],
];

describe("mail templates", () => {
  it.each(messages)("%s renders HTML and text with the link as the main action", async (_name, content, subject) => {
    const mail = await renderMail("someone@example.com", content);
    expect(mail.to).toBe("someone@example.com");
    if (subject) expect(mail.subject).toBe(subject);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.text).not.toMatch(/<(p|a|table|div)[\s>]/);
    if (_name === "old address notice") {
      expect(mail.subject).toBe("Your email address was changed");
      expect(mail.text).toContain("changed to new@example.com");
      expect(mail.text).not.toMatch(/https?:\/\//);
      return;
    }
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it("the sign-in-paused notice says until when, with no link", async () => {
    const mail = await renderMail(
      "someone@example.com",
      signInPausedMail({ name: "Lena <i>", until: "2026-11-26 17:05 UTC", locale: "en" }),
    );
    expect(mail.subject).toBe("Sign-in to your account is paused");
    expect(mail.text).toContain("paused until 2026-11-26 17:05 UTC");
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect(mail.html).toContain("Lena &lt;i&gt;");
  });

  it.each([
    [
      "en",
      "Sign in with single sign-on from now on",
      "Acme & Co now requires single sign-on for addresses at acme.test",
    ],
    [
      "de",
      "Melden Sie sich ab jetzt mit Single Sign-on an",
      "Acme & Co verlangt jetzt Single Sign-on für Adressen unter acme.test",
    ],
  ] as const)(
    "the SSO-required notice (%s) says why the sessions ended and links to the SSO sign-in",
    async (locale, subject, why) => {
      const mail = await renderMail(
        "dana@acme.test",
        ssoRequiredMail({ name: "Dana <i>", organizationName: "Acme & Co", domain: "acme.test", link: LINK, locale }),
      );
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(why);
      expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(LINK);
      expect(mail.html).toContain("Dana &lt;i&gt;");
    },
  );

  it("escapes names in the HTML part", async () => {
    const mail = await renderMail("someone@example.com", messages[0][1]);
    expect(mail.html).not.toContain("<b>Inviter</b>");
    expect(mail.html).toContain("Irene &lt;b&gt;Inviter&lt;/b&gt;");
    expect(mail.html).toContain("Acme &amp; Co");
    expect(mail.text).toContain("Irene <b>Inviter</b> (irene@example.com) invited you to join Acme & Co.");
  });

  it.each([
    ["en", "A webhook of Acme & Co was paused", "has failed since 2026-11-22 09:00 UTC"],
    ["de", "Ein Webhook von Acme & Co wurde pausiert", "seit 22.11.2026, 09:00 UTC fehlgeschlagen"],
  ] as const)(
    "the webhook-paused notice (%s) names the endpoint and since when, and links to the settings",
    async (locale, subject, since) => {
      const mail = await renderMail(
        "owner@example.com",
        webhookPausedMail({
          organizationName: "Acme & Co",
          url: "https://hooks.example.com/x",
          failingSince: locale === "de" ? "22.11.2026, 09:00 UTC" : "2026-11-22 09:00 UTC",
          link: LINK,
          locale,
        }),
      );
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain("https://hooks.example.com/x");
      expect(mail.text).toContain(since);
      expect(mail.html).toContain(`href="${LINK}"`);
    },
  );
});
