import { LANGUAGE_FORM_PATH, languageSchema, safeRedirectPath } from "@app/domain";
import { localeCookieMaxAge, localeCookieName } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { SessionReader } from "../auth-types/auth-api";
import { errorResponse } from "../errors/answers";

/** The header's language menu sends its form here (apps/web/src/components/language-switch.tsx). */
export const LANGUAGE_PATH = LANGUAGE_FORM_PATH;

interface LanguageDeps {
  /** The origins the web app is served from (PUBLIC_URL and the trusted ones). */
  trustedOrigins: string[];
  readSession: SessionReader;
  /** Stores the language on the signed-in account, through better-auth's update-user. */
  storeOnAccount: (c: Context, language: string) => Promise<void>;
}

/**
 * The language choice as a plain HTML form (`locale`, and `next`, the page to go back to), so it works
 * before the page's scripts have run, or without them: the `locale` cookie the server reads for every
 * page (decision 032), on the account too when signed in as oneself (an admin impersonating someone
 * leaves that person's choice alone, as the web app's own menus do), then 303 back to `next` (a
 * same-origin path), which the server now sends in the new language.
 */
export function languageHandler({ trustedOrigins, readSession, storeOnAccount }: LanguageDeps) {
  const allowed = new Set(trustedOrigins);
  return async (c: Context) => {
    // A form sent from another site is refused. The app's pages send no referrer (Referrer-Policy), so
    // the browser sends `Origin: null` for their forms: Sec-Fetch-Site tells where the form was, and
    // where a browser sends none, the Origin as for every other write (http/origin-check.ts).
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const foreign = site ? site !== "same-origin" : Boolean(origin && origin !== "null" && !allowed.has(origin));
    if (foreign) {
      return errorResponse(c.req.path, { status: 403, code: "FORBIDDEN", message: m.error_invalid_origin() });
    }
    const form = await c.req.parseBody();
    const language = languageSchema.safeParse(form.locale);
    if (!language.success) {
      return errorResponse(c.req.path, {
        status: 400,
        code: "INVALID_LANGUAGE",
        message: language.error.issues[0]?.message ?? "",
      });
    }
    const session = await readSession(c.req.raw.headers);
    if (session && !session.session.impersonatedBy) await storeOnAccount(c, language.data);
    setCookie(c, localeCookieName, language.data, { path: "/", maxAge: localeCookieMaxAge, sameSite: "Lax" });
    c.header("Cache-Control", "no-store");
    return c.redirect(safeRedirectPath(typeof form.next === "string" ? form.next : undefined), 303);
  };
}
