/**
 * Shared set-up for the account-*.test.ts files: one server per backend, with and without Redis
 * (TEST_REDIS_URL), a DATA_DIR the test can read the development outbox from, and helpers that
 * wait for mail (some mail is sent in the background after the answer).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect } from "vitest";
import { backends, startTestServer, type TestBackend, type TestServer } from "./harness";
import { type Mail, outbox, PASSWORD, type User } from "./organizations-fixtures";

export { errorOf, ORG, ok, PASSWORD, type User } from "./organizations-fixtures";

export interface Variant {
  name: string;
  backend: TestBackend;
  redisUrl?: string;
}

const redisUrl = process.env.TEST_REDIS_URL;

/** Every backend, each once without and (where there is one) once with Redis as secondary storage. */
export const variants: Variant[] = backends.flatMap((backend) => [
  { name: backend.name, backend },
  ...(redisUrl ? [{ name: `${backend.name}+redis`, backend, redisUrl }] : []),
]);

export interface AccountServer {
  server: TestServer;
  dataDir: string;
  /** The mails to `to` in the outbox now. */
  mailsTo(to: string): Mail[];
  /** Waits for the newest mail to `to` with this subject (after `after` such mails). */
  waitForMail(to: string, subject: string, after?: number): Promise<Mail>;
  stop(): Promise<void>;
}

export async function startAccountServer(variant: Variant, env: Record<string, string> = {}): Promise<AccountServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "dashboard-account-test-"));
  const server = await startTestServer(variant.backend, {
    DATA_DIR: dataDir,
    ...(variant.redisUrl ? { REDIS_URL: variant.redisUrl } : {}),
    ...env,
  });
  const mailsTo = (to: string) => outbox(dataDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());
  return {
    server,
    dataDir,
    mailsTo,
    waitForMail: async (to, subject, after = 0) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = mailsTo(to).filter((m) => m.subject === subject);
        if (mails.length > after) return mails[mails.length - 1];
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function firstUrl(text: string): string {
  const match = text.match(/https?:\/\/[^\s<>"')]+/);
  if (!match) throw new Error(`no URL in mail text: ${text}`);
  return match[0];
}

export function randomEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A user signed up over HTTP (email and password), signed in on `client`. */
export async function newUser(server: TestServer, name = "Test User"): Promise<User> {
  const client = server.client();
  const email = randomEmail();
  const { response, body } = await client.signUp({ email, name, password: PASSWORD });
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { client, email, name, userId: body.user.id };
}

/** Another session of the same user, from another client (another device). */
export async function anotherSession(server: TestServer, user: User, password = PASSWORD) {
  const client = server.client();
  const response = await client.signIn(user.email, password);
  expect(response.status).toBe(200);
  return client;
}

/** What an authenticator app does with the QR code: read the secret from the otpauth URI, make a code. */
export async function totpCode(totpURI: string, offsetPeriods = 0): Promise<string> {
  const url = new URL(totpURI);
  const secret = base32.decode(url.searchParams.get("secret") ?? "");
  const otp = createOTP(secret, { digits: Number(url.searchParams.get("digits") ?? 6), period: 30 });
  if (offsetPeriods === 0) return otp.totp();
  return otp.hotp(Math.floor(Date.now() / 30_000) + offsetPeriods);
}
