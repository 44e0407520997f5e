/**
 * Decision 032: the server answers in the request's language. The language is the `locale`
 * cookie, else Accept-Language, else English; an answer's `code` is the same in every language and
 * only its `message` follows. English stays byte for byte what it was. Mails are written in their
 * reader's language: the account's stored language, else the language of the request that caused
 * them; read here off a real SMTP server, subject, text and HTML.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { soleOwnerMessage } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followRequestLocale } from "../src/i18n/request-locale";
import { formatMailTime } from "../src/mail/recipient-locale";
import { renderMail } from "../src/mail/render";
import { signInPausedMail } from "../src/mail/templates/sign-in-paused";
import type { RequestContext } from "../src/observability/request-context";
import { currentRequest, runInRequestContext } from "../src/observability/request-context";
import { ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { type TestSmtp, testSmtp } from "./support/smtp";
import { PASSWORD, randomEmail, signedUpUser } from "./support/users";

const GERMAN = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };
const ENGLISH = { "accept-language": "en-US,en;q=0.9" };

/** A raw answer: status, the body's exact text and its parsed `{ message, code }`. */
async function answer(response: Response) {
  const text = await response.text();
  const body = JSON.parse(text) as { message?: string; code?: string; json?: { message?: string; code?: string } };
  return { status: response.status, text, message: body.message, code: body.code };
}

describe.each(backends)("the server's language on $name", (backend) => {
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.up();
    server = await startTestServer(backend, { SMTP_URL: smtp.url, MAIL_FROM: "Dashboard <no-reply@dashboard.test>" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.down();
  });

  const signIn = (headers: Record<string, string>, email = randomEmail(), password = "wrong password!") =>
    server.client().request("/api/auth/sign-in/email", { method: "POST", headers, json: { email, password } });

  it("Accept-Language: de answers a better-auth error in German, by its code", async () => {
    const user = await signedUpUser(server);
    const german = await answer(await signIn(GERMAN, user.email));
    const english = await answer(await signIn(ENGLISH, user.email));
    expect(english).toMatchObject({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(english.message).toBe("Invalid email or password");
    expect(german).toMatchObject({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(german.message).toBe("E-Mail-Adresse oder Passwort ist falsch");
  });

  it("the cookie `locale=de` beats Accept-Language: en", async () => {
    const both = await answer(await signIn({ ...ENGLISH, cookie: "locale=de" }));
    expect(both.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(both.message).toBe("E-Mail-Adresse oder Passwort ist falsch");
    const englishCookie = await answer(await signIn({ ...GERMAN, cookie: "locale=en" }));
    expect(englishCookie.message).toBe("Invalid email or password");
  });

  it("without a language the answer is English, byte for byte as with Accept-Language: en", async () => {
    const none = await answer(await signIn({}));
    const english = await answer(await signIn(ENGLISH));
    expect(none.text).toBe(english.text);
    expect(JSON.parse(none.text)).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });

    // The product's own answers too: an unknown API path, and a refused RPC call.
    const notFound = await server.client().request("/api/nothing-here");
    expect(await notFound.text()).toBe('{"message":"Not Found","code":"NOT_FOUND"}');
    const germanNotFound = await answer(await server.client().request("/api/nothing-here", { headers: GERMAN }));
    expect(germanNotFound).toMatchObject({ status: 404, code: "NOT_FOUND", message: "Nicht gefunden" });
  });

  it("a domain rule's validation message in German, with the same code", async () => {
    const signUp = (headers: Record<string, string>) =>
      server.client().request("/api/auth/sign-up/email", {
        method: "POST",
        headers,
        json: { email: randomEmail(), password: "short", name: "Greta German" },
      });
    const german = await answer(await signUp(GERMAN));
    const english = await answer(await signUp({}));
    expect(english).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(english.message).toBe("Password must be at least 8 characters");
    expect(german).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(german.message).toBe("Das Passwort muss mindestens 8 Zeichen lang sein");
  });

  it("an RPC refusal follows the language too", async () => {
    const german = await server.client().request("/rpc/account/exportData", {
      method: "POST",
      headers: GERMAN,
      json: { json: {} },
    });
    const body = (await german.json()) as { json: { message: string; code: string } };
    expect(german.status).toBe(401);
    expect(body.json).toMatchObject({ code: "UNAUTHORIZED", message: "Sie müssen angemeldet sein" });
  });

  it("update-user stores the language; an unknown one is refused with 400 { message, code }", async () => {
    const user = await signedUpUser(server, "Lena Language");
    const refused = await answer(await user.client.post("/api/auth/update-user", { language: "fr" }));
    expect(refused).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(refused.message).toBe("Language must be one of: en, de");

    await ok(await user.client.post("/api/auth/update-user", { language: "de" }));
    const session = await user.client.session();
    expect(session?.user.language).toBe("de");
  });

  it("a user whose language is German gets the reset mail in German, even from an English request", async () => {
    const user = await signedUpUser(server, "Dora Deutsch");
    await ok(await user.client.post("/api/auth/update-user", { language: "de" }));
    // Requested without any language (English): the reader's stored language decides.
    await ok(await server.client().post("/api/auth/request-password-reset", { email: user.email }));
    const subject = "Setzen Sie Ihr Passwort zurück";
    await smtp.waitFor(() => smtp.count(user.email, subject) > 0, `German reset mail to ${user.email}`);
    const mail = smtp.received.find((m) => m.subject === subject && JSON.stringify(m.to).includes(user.email));
    expect(mail?.text).toContain("Hallo Dora Deutsch,");
    expect(mail?.text).toContain("Der Link ist 60 Minuten gültig");
    expect(mail?.html).toMatch(/<html[^>]*lang="de"/);
    expect(mail?.html).toContain("Neues Passwort wählen");
  });

  it("an English user's mail stays English; a sign-up in German gets the verification mail in German", async () => {
    const english = await signedUpUser(server, "Ed English");
    await ok(await server.client().post("/api/auth/request-password-reset", { email: english.email }));
    await smtp.waitFor(() => smtp.count(english.email, "Reset your password") > 0, "English reset mail");
    const englishMail = smtp.received.find(
      (m) => m.subject === "Reset your password" && JSON.stringify(m.to).includes(english.email),
    );
    expect(englishMail?.text).toContain("Hi Ed English,");
    expect(englishMail?.html).toMatch(/<html[^>]*lang="en"/);

    const email = randomEmail("de");
    const client = server.client();
    const signUp = await client.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: GERMAN,
      json: { email, password: PASSWORD, name: "Gerda Neu" },
    });
    expect(signUp.status).toBe(200);
    // Signed up in German: the account keeps that language (decision 032), and its mail uses it.
    expect((await client.session())?.user.language).toBe("de");
    const subject = "Bestätigen Sie Ihre E-Mail-Adresse";
    await smtp.waitFor(() => smtp.count(email, subject) > 0, `German verification mail to ${email}`);
  });

  it("an invitation: in the invitee's stored language, else in the inviter's request language", async () => {
    const inviter = await signedUpUser(server, "Ines Inviter");
    const org = await createOrg(inviter.client, { name: "Bäckerei Adler" });
    const inviteIn = (headers: Record<string, string>, email: string) =>
      inviter.client.request(`${ORG}/invite-member`, {
        method: "POST",
        headers,
        json: { organizationId: org.id, email, role: "member" },
      });

    // No account: the inviter's request decides (German here).
    const stranger = randomEmail("invitee");
    await ok(await inviteIn(GERMAN, stranger));
    const germanSubject = "Ines Inviter hat Sie zu Bäckerei Adler eingeladen";
    await smtp.waitFor(() => smtp.count(stranger, germanSubject) > 0, "German invitation");
    const mail = smtp.received.find((m) => m.subject === germanSubject);
    expect(mail?.text).toContain("Der Link ist 7 Tage gültig");
    expect(mail?.html).toMatch(/<html[^>]*lang="de"/);

    // An account that chose English gets English, whatever the inviter's language.
    const english = await signedUpUser(server, "Erik English");
    await ok(await english.client.post("/api/auth/update-user", { language: "en" }));
    await ok(await inviteIn(GERMAN, english.email));
    const englishSubject = "Ines Inviter invited you to Bäckerei Adler";
    await smtp.waitFor(() => smtp.count(english.email, englishSubject) > 0, "English invitation");
  });

  const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
  const built = existsSync(join(webDist, "index.html")) && existsSync(join(webDist, "index.de.html"));
  it.skipIf(!built)("the index page's <html lang> follows the language (with the built web app)", async () => {
    const web = await startTestServer(backends[0], {}, { webDistDir: webDist });
    try {
      const page = async (headers: Record<string, string>) =>
        (await web.client().request("/sign-in", { headers: { ...headers, "accept-encoding": "identity" } })).text();
      expect(await page(GERMAN)).toMatch(/<html[^>]*lang="de"/);
      expect(await page({})).toMatch(/<html[^>]*lang="en"/);
      expect(await page({ ...GERMAN, cookie: "locale=en" })).toMatch(/<html[^>]*lang="en"/);
      expect(readFileSync(join(webDist, "index.html"), "utf8")).toMatch(/<html[^>]*lang="en"/);
    } finally {
      await web.stop();
    }
  });
});

describe("texts in the reader's language", () => {
  followRequestLocale(() => currentRequest()?.locale);
  const inGerman = <T>(fn: () => T): T =>
    runInRequestContext({ requestId: "test", startedAt: 0, locale: "de" } as unknown as RequestContext, fn);

  it("mail times: German through Intl, English as before", () => {
    const at = new Date("2026-11-27T14:05:30Z");
    expect(formatMailTime(at, "de")).toBe("27.11.2026, 14:05 UTC");
    expect(formatMailTime(at, "en")).toBe("2026-11-27 14:05 UTC");
  });

  it('a German mail: German subject and text, the time through Intl, <html lang="de">', async () => {
    const until = formatMailTime(new Date("2026-11-27T14:05:00Z"), "de");
    const mail = await renderMail("lena@example.com", signInPausedMail({ name: "Lena", until, locale: "de" }));
    expect(mail.subject).toBe("Die Anmeldung bei Ihrem Konto ist vorübergehend gesperrt");
    expect(mail.text).toContain("Hallo Lena,");
    expect(mail.text).toContain("bis 27.11.2026, 14:05 UTC gesperrt");
    expect(mail.html).toMatch(/<html[^>]*lang="de"/);
  });

  it("the sole-owner refusal: one or several organizations, German quotation marks in German", () => {
    expect(soleOwnerMessage(["Acme"])).toBe(
      'You are the only owner of "Acme". Transfer ownership or delete it before deleting your account.',
    );
    expect(soleOwnerMessage(["Acme", "Beta"])).toBe(
      'You are the only owner of "Acme", "Beta". Transfer ownership or delete them before deleting your account.',
    );
    expect(inGerman(() => soleOwnerMessage(["Acme"]))).toBe(
      "Sie sind der einzige Inhaber von „Acme“. Übertragen Sie die Inhaberschaft oder löschen Sie die Organisation, bevor Sie Ihr Konto löschen.",
    );
    expect(inGerman(() => soleOwnerMessage(["Acme", "Beta"]))).toContain("löschen Sie die Organisationen");
  });
});
