import { EMAIL_VERIFICATION_SECONDS, PASSWORD_RESET_SECONDS, RESET_PASSWORD_PATH } from "@app/domain";
import type { Mailer } from "../mail/mailer";
import { sendInBackground } from "../mail/pending";
import { renderMail } from "../mail/render";
import { confirmNewEmailMail } from "../mail/templates/confirm-new-email";
import { emailChangedMail } from "../mail/templates/email-changed";
import { newSignInMail } from "../mail/templates/new-sign-in";
import { resetPasswordMail } from "../mail/templates/reset-password";
import { signInPausedMail } from "../mail/templates/sign-in-paused";
import { verifyEmailMail } from "../mail/templates/verify-email";

interface MailUser {
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

/** The mails better-auth asks for, rendered by the mail module and sent by the mailer. */
export function accountMail(mailer: Mailer, publicUrl: string) {
  return {
    /**
     * The link goes to the web page, which posts the token to /api/auth/reset-password. Sent in the
     * background: awaiting SMTP would make the answer slower for addresses that have an account.
     */
    sendResetPassword: async ({ user, token }: { user: MailUser; token: string }) => {
      const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
      const content = resetPasswordMail({ name: user.name, link, validMinutes: PASSWORD_RESET_SECONDS / 60 });
      sendInBackground(async () => mailer.send(await renderMail(user.email, content)), "password reset");
    },

    /**
     * Both the sign-up verification and the confirmation of a new address (better-auth hands the new
     * address as `user.email` then); the token says which.
     */
    sendVerificationEmail: async ({ user, url, token }: { user: MailUser; url: string; token: string }) => {
      const validHours = EMAIL_VERIFICATION_SECONDS / 3600;
      const purpose = verificationTokenPurpose(token);
      const content =
        purpose.requestType === "change-email-verification"
          ? confirmNewEmailMail({ name: user.name, newEmail: user.email, link: url, validHours })
          : verifyEmailMail({ name: user.name, link: url, validHours });
      await mailer.send(await renderMail(user.email, content));
    },

    sendEmailChangedNotice: async ({
      oldEmail,
      name,
      newEmail,
    }: {
      oldEmail: string;
      name: string;
      newEmail: string;
    }) => {
      await mailer.send(await renderMail(oldEmail, emailChangedMail({ name, newEmail })));
    },

    /** A sign-in on a device the account never used (account/new-device-alert.ts). */
    sendNewSignIn: async (to: MailUser, sign: { device: string; address: string; time: string }) => {
      const link = `${publicUrl}/dashboard/account`;
      await mailer.send(await renderMail(to.email, newSignInMail({ name: to.name, link, ...sign })));
    },

    /** Too many wrong two-factor codes: sign-in is paused until `until` (account/two-factor-lockout.ts). */
    sendSignInPaused: async ({ email, name, until }: { email: string; name: string; until: string }) => {
      await mailer.send(await renderMail(email, signInPausedMail({ name, until })));
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
