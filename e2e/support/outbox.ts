import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The server's development outbox: one JSON line {"mail":{…}} per sent mail, in DATA_DIR/outbox.jsonl. */
function outboxPath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: playwright.config.ts must expose the server's DATA_DIR");
  return join(dataDir, "outbox.jsonl");
}

function readOutbox(): OutboxMail[] {
  const path = outboxPath();
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, "utf8").split("\n");
  // The server may be appending a mail right now: the last part is complete only once its newline is written.
  lines.pop();
  return lines.filter((line) => line.trim()).map((line) => (JSON.parse(line) as { mail: OutboxMail }).mail);
}

/** Waits for the newest mail to `email` (mails are sent asynchronously after the request). */
export async function latestMailTo(email: string, { timeout = 10_000, after = 0 } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = readOutbox().filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
    if (mails.length > after) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail to ${email} arrived in the outbox within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails to `email` are in the outbox now; pass it as `after` to wait for a newer one. */
export function mailCountTo(email: string): number {
  return readOutbox().filter((mail) => mail.to.toLowerCase() === email.toLowerCase()).length;
}

export function firstUrl(text: string): string {
  const match = text.match(/https?:\/\/[^\s<>"')]+/);
  if (!match) throw new Error(`No URL in mail text: ${text}`);
  return match[0];
}
