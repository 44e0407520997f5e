/**
 * A webhook receiver for the tests: a real HTTP server on localhost that keeps every request (its
 * headers and raw body) and answers with the status the test sets; `down()` closes its port, `up()`
 * opens it again on the same one.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status the next requests get (200 unless set). */
  status: number;
  /** A `location` header the answers carry (for a redirect), unless undefined. */
  location?: string;
  /** Requests held without an answer so far (`stallNext`). */
  stalled: number;
  /** The next request is kept but never answered (a receiver that hangs mid-delivery). */
  stallNext(): void;
  /** Every request from now on is kept unanswered (a receiver that accepts and hangs), until `release`. */
  hang(): void;
  /** Answers the requests `hang` holds (with `status`) and answers at once again. */
  release(): void;
  /** Requests being answered or held right now, and the most there ever were at once. */
  open: number;
  mostOpen: number;
  /** Waits until `predicate` holds for what has arrived. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  let server: Server | undefined;
  let stall = 0;
  let hanging = false;
  const held: (() => void)[] = [];
  const receiver: Receiver = {
    url: "",
    received: [],
    status: 200,
    stalled: 0,
    open: 0,
    mostOpen: 0,
    stallNext: () => {
      stall += 1;
    },
    hang: () => {
      hanging = true;
    },
    release: () => {
      hanging = false;
      for (const answer of held.splice(0)) answer();
    },
    waitFor: async (predicate, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver.received)) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met, got ${receiver.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return receiver.received;
    },
    down: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
      s?.closeAllConnections();
    },
    up: async () => {
      const s = createServer((req, res) => {
        receiver.open += 1;
        receiver.mostOpen = Math.max(receiver.mostOpen, receiver.open);
        res.once("close", () => {
          receiver.open -= 1;
        });
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          receiver.received.push({
            headers: req.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            path: req.url ?? "/",
          });
          const answer = () => {
            res.writeHead(receiver.status, {
              "content-type": "text/plain",
              ...(receiver.location ? { location: receiver.location } : {}),
            });
            res.end(receiver.status < 300 ? "ok" : `status ${receiver.status}`);
          };
          if (stall > 0) {
            stall -= 1;
            receiver.stalled += 1;
            return;
          }
          if (hanging) {
            receiver.stalled += 1;
            held.push(answer);
            return;
          }
          answer();
        });
      });
      s.keepAliveTimeout = 1;
      await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", () => resolve()));
      port = (s.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hook`;
      server = s;
    },
    close: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}
