import { logFailure } from "../errors/answers";
import { currentRequest } from "../observability/request-context";

/**
 * Mail queued without holding up the answer (the reset request answers at once, so its timing does not
 * tell whether the address has an account). This only renders the mail and writes its outbox row;
 * delivery and its retries are the outbox worker's (decision 029). A failure to write the row (the
 * database) is logged, in the log of the request that queued the mail; shutdown waits for the writes.
 */
const pending = new Set<Promise<void>>();

export function sendInBackground(send: () => Promise<void>, what: string): void {
  const log = currentRequest()?.log;
  const task = send()
    .catch((error: unknown) => logFailure("error", `mail delivery failed (${what})`, error, log))
    .finally(() => pending.delete(task));
  pending.add(task);
}

export async function flushPendingMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
