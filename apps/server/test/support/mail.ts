/** The development outbox: without SMTP_URL the server appends each mail to DATA_DIR/outbox.jsonl. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function outbox(dataDir: string): Mail[] {
  const file = join(dataDir, "outbox.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { mail: Mail }).mail);
}

export function firstUrl(text: string): string {
  const match = text.match(/https?:\/\/[^\s<>"')]+/);
  if (!match) throw new Error(`no URL in mail text: ${text}`);
  return match[0];
}
