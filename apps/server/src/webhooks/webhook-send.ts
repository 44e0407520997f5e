import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { WEBHOOK_RESPONSE_KEPT } from "@app/domain";
import { isAllowedHost, isPublicAddress, RefusedAddressError, safeLookup } from "./webhook-url";

/** What one attempt got: the status (null without an answer), how long it took, the answer's first bytes. */
export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  response: string;
}

/** An attempt ends after this long, answered or not (at most 15 s, decision 036). */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * POSTs one signed event (decision 036). The connection goes only to an address checked at
 * connect time (`safeLookup`: no loopback, private, link-local, multicast or metadata address unless
 * the host is in WEBHOOK_ALLOWED_HOSTS), http only for allowed hosts, and no redirect is followed
 * (a 3xx is a failed attempt). Never throws: a refusal, a timeout or a reset is an attempt without status.
 */
export function sendWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { allowedHosts: readonly string[]; timeoutMs?: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (reason: string): AttemptResult => ({ statusCode: null, durationMs: elapsed(), response: reason });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.resolve(failed("invalid URL"));
  }
  const allowed = isAllowedHost(url, options.allowedHosts);
  if (url.protocol !== "https:" && !(allowed && url.protocol === "http:")) {
    return Promise.resolve(failed("refused: not https"));
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address in the URL is connected to without a lookup: it is checked here.
  if (!allowed && isIP(host) && !isPublicAddress(host)) return Promise.resolve(failed(`refused address ${host}`));
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        lookup: safeLookup(allowed) as never,
        agent: false,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_RESPONSE_KEPT);
          finish({ statusCode: res.statusCode ?? null, durationMs: elapsed(), response: text });
          res.destroy();
        };
        res.on("data", (chunk: Buffer) => {
          if (size < WEBHOOK_RESPONSE_KEPT) chunks.push(chunk);
          size += chunk.length;
          // The rest of a long answer is not read.
          if (size >= WEBHOOK_RESPONSE_KEPT) done();
        });
        res.on("end", done);
        res.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish(failed(`timeout after ${options.timeoutMs ?? ATTEMPT_TIMEOUT_MS} ms`));
      req.destroy();
    }, options.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
    req.on("error", (error: Error & { code?: string }) => {
      const reason = error instanceof RefusedAddressError ? `refused: ${error.message}` : (error.code ?? error.message);
      finish(failed(reason));
    });
    req.end(body);
  });
}
