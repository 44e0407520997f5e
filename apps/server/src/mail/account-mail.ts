import type { Database } from "@app/db";
import { EMAIL_VERIFICATION_SECONDS, PASSWORD_RESET_SECONDS, RESET_PASSWORD_PATH } from "@app/domain";
import type { Mailer } from "./mailer";
import { sendInBackground } from "./pending";
import { chooseMailLocale, formatMailTime, recipientLocale } from "./recipient-locale";
import { renderMail } from "./render";
import { confirmNewEmailMail } from "./templates/confirm-new-email";
import { emailChangedMail } from "./templates/email-changed";
import { newSignInMail } from "./templates/new-sign-in";
import { resetPasswordMail } from "./templates/reset-password";
import { signInPausedMail } from "./templates/sign-in-paused";
import { ssoRequiredMail } from "./templates/sso-required";
import { verifyEmailMail } from "./templates/verify-email";

interface MailUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The payload of better-auth's email-verification JWT, read only to choose the wording of the mail
 * (better-auth itself verifies the token when the link is opened).
 */
export function verificationTokenPurpose(token: string): {
  requestType?: string;
  email?: string;
  updateTo?: string;
  userId?: string;
} {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return {};
  }
}

/**
 * The mails better-auth asks for, rendered by the mail module and sent by the mailer, each in its
 * reader's language (mail/recipient-locale.ts), fixed when it is rendered, before it is queued.
 */
export function accountMail(mailer: Mailer, publicUrl: string, db: Database) {
  return {
    /**
     * The link goes to the web page, which posts the token to /api/auth/reset-password. Sent in the
     * background: awaiting SMTP would make the answer slower for addresses that have an account.
     */
    sendResetPassword: async ({ user, token }: { user: MailUser; token: string }) => {
      const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
      sendInBackground(async () => {
        const locale = await recipientLocale(db, { userId: user.id });
        const content = resetPasswordMail({ name: user.name, link, validMinutes: PASSWORD_RESET_SECONDS / 60, locale });
        await mailer.send(await renderMail(user.email, content));
      }, "password reset");
    },

    /**
     * Both the sign-up verification and the confirmation of a new address (better-auth hands the new
     * address as `user.email` then); the token says which.
     */
    sendVerificationEmail: async ({ user, url, token }: { user: MailUser; url: string; token: string }) => {
      const validHours = EMAIL_VERIFICATION_SECONDS / 3600;
      const purpose = verificationTokenPurpose(token);
      // The account's language: a new address has no account of its own yet.
      const locale = await recipientLocale(db, { userId: user.id });
      const content =
        purpose.requestType === "change-email-verification"
          ? confirmNewEmailMail({ name: user.name, newEmail: user.email, link: url, validHours, locale })
          : verifyEmailMail({ name: user.name, link: url, validHours, locale });
      await mailer.send(await renderMail(user.email, content));
    },

    sendEmailChangedNotice: async ({
      userId,
      oldEmail,
      name,
      newEmail,
    }: {
      userId: string;
      oldEmail: string;
      name: string;
      newEmail: string;
    }) => {
      const locale = await recipientLocale(db, { userId });
      await mailer.send(await renderMail(oldEmail, emailChangedMail({ name, newEmail, locale })));
    },

    /** A sign-in on a device the account never used (account/new-device-alert.ts). */
    sendNewSignIn: async (
      to: MailUser,
      sign: { device: string | undefined; address: string | undefined; at: Date },
    ) => {
      const link = `${publicUrl}/dashboard/account`;
      const locale = await recipientLocale(db, { userId: to.id });
      const { device, address } = sign;
      const time = formatMailTime(sign.at, locale);
      await mailer.send(
        await renderMail(to.email, newSignInMail({ name: to.name, link, device, address, time, locale })),
      );
    },

    /** Single sign-on is now required for the person's domain and their other sessions ended (sso/sso-required.ts). */
    sendSsoRequired: async (to: {
      email: string;
      name: string;
      language: string | null;
      organizationName: string;
      domain: string;
    }) => {
      const locale = chooseMailLocale(to.language);
      const { name, organizationName, domain } = to;
      const link = `${publicUrl}/login/sso`;
      await mailer.send(await renderMail(to.email, ssoRequiredMail({ name, organizationName, domain, link, locale })));
    },

    /** Too many wrong two-factor codes: sign-in is paused until `until` (account/two-factor-lockout.ts). */
    sendSignInPaused: async ({
      userId,
      email,
      name,
      until,
    }: {
      userId: string;
      email: string;
      name: string;
      until: Date;
    }) => {
      const locale = await recipientLocale(db, { userId });
      await mailer.send(
        await renderMail(email, signInPausedMail({ name, until: formatMailTime(until, locale), locale })),
      );
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
