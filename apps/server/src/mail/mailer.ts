import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (templates/ renders both); sent over SMTP as the alternative part. */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer waits up to 10 minutes for a silent server by default. One delivery must end well within
 * the outbox's claim (decision 029: 5 minutes), or a second worker would retry a mail still being sent.
 * Options given in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: "30000", greetingTimeout: "30000", socketTimeout: "60000" };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * The delivery the outbox worker uses (decision 029); the product's code sends through the outbox
 * mailer (outbox.ts), which only queues. SMTP when SMTP_URL is set. Otherwise the development outbox: each mail is printed to the log as one
 * JSON line {"mail":{to,subject,text}} and appended to DATA_DIR/outbox.jsonl, where a developer (or
 * an e2e test) can read it. The HTML part stays out of both: it would drown the log.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer is loaded with the first mail, not at start (decision 023).
    let transport: Promise<Transporter> | undefined;
    return {
      send: async (mail) => {
        transport ??= import("nodemailer").then(({ default: nodemailer }) =>
          nodemailer.createTransport(withTimeouts(smtpUrl)),
        );
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, "outbox.jsonl");
  return {
    send: async ({ to, subject, text }) => {
      const line = JSON.stringify({ mail: { to, subject, text } });
      console.log(line);
      mkdirSync(options.dataDir, { recursive: true });
      appendFileSync(outbox, `${line}\n`);
    },
  };
}
