/**
 * A real SMTP server (smtp-server) in the test process that can be down: nothing listens on its port
 * until `up()`, and `down()` closes it again, so the product's mailer meets a refused connection as it
 * would a stopped mail server. `stall` holds the next message's DATA unanswered (a delivery in progress).
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  up(): Promise<void>;
  down(): Promise<void>;
  /** The messages whose DATA began and were held unanswered (see `stallNext`). */
  stalled: number;
  /** Holds the next message's DATA without an answer: the sender waits as if SMTP were slow. */
  stallNext(): void;
  /** How many of the received mails went to `to` with this subject. */
  count(to: string, subject: string | RegExp): number;
  waitFor(predicate: () => boolean, what: string, timeoutMs?: number): Promise<void>;
}

export async function testSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let stallNext = false;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stalled: 0,
    stallNext: () => {
      stallNext = true;
    },
    up: async () => {
      if (server) return;
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // down() cuts open connections (a held delivery) at once instead of after 30 s.
        closeTimeout: 100,
        onData(stream, _session, callback) {
          if (stallNext) {
            stallNext = false;
            smtp.stalled++;
            stream.resume(); // read the message, never answer it
            return;
          }
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              callback();
            },
            (error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        s.server.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      // A sender killed during a delivery (kill -9, mail-outbox-workers.test.ts) resets its connection,
      // which smtp-server reports as an error event: the expected end of that connection. Any other
      // error stays an uncaught one.
      s.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "ECONNRESET") throw error;
      });
      server = s;
    },
    down: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    count: (to, subject) =>
      received.filter(
        (mail) =>
          (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? "")) &&
          mail.to &&
          "text" in mail.to &&
          mail.to.text.toLowerCase() === to.toLowerCase(),
      ).length,
    waitFor: async (predicate, what, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  return smtp;
}
