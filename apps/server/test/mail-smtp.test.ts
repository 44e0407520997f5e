/**
 * With SMTP_URL (decision 014), mail really goes out. A real SMTP server runs in this process and the
 * reset mail is read off the wire, both parts, with its link.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { randomEmail, signedUpOverHttp } from "./support/users";

describe.each(backends)("mail over SMTP on $name", (backend) => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error) => callback(error),
        );
      },
    });
    const port = await new Promise<number>((resolve) => {
      smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as { port: number }).port));
    });
    server = await startTestServer(backend, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Dashboard <no-reply@dashboard.test>",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const waitFor = async (to: string, subject: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = received.find((m) => m.subject === subject && m.to && JSON.stringify(m.to).includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no "${subject}" to ${to} over SMTP`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("a password reset mail arrives over the wire with its link in the text and HTML parts", async () => {
    const user = await signedUpOverHttp(server, "Sam Smtp");
    await ok(await server.client().post("/api/auth/request-password-reset", { email: user.email }));
    const mail = await waitFor(user.email, "Reset your password");

    expect(mail.from?.text).toBe('"Dashboard" <no-reply@dashboard.test>');
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(user.email);
    const link = firstUrl(mail.text ?? "");
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password\\?token=[A-Za-z0-9_-]+$`));
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Choose a new password");
    expect(mail.text).toContain("Hi Sam Smtp,");

    // The link works: its token sets a new password.
    const token = new URL(link).searchParams.get("token");
    await ok(await server.client().post("/api/auth/reset-password", { token, newPassword: "set over smtp" }));
    expect((await server.client().signIn(user.email, "set over smtp")).status).toBe(200);
    // With SMTP nothing goes to the development outbox.
    expect(existsSync(join(server.dataDir, "outbox.jsonl"))).toBe(false);
  });

  it("the sign-up verification mail goes out too; an unknown address gets nothing", async () => {
    const user = await signedUpOverHttp(server);
    const mail = await waitFor(user.email, "Verify your email address");
    expect(firstUrl(mail.text ?? "")).toContain(`${server.url}/api/auth/verify-email?token=`);
    const nobody = randomEmail("nobody");
    await ok(await server.client().post("/api/auth/request-password-reset", { email: nobody }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.some((m) => JSON.stringify(m.to).includes(nobody))).toBe(false);
  });
});
