import type { Server, ServerResponse } from "node:http";

/** How long a shutdown waits for requests already received; systemd and Docker allow 10 s in all. */
export const DRAIN_TIMEOUT_MS = 8000;

/**
 * Counts the requests this server has received and not yet answered, so a shutdown can stop
 * accepting connections, let those requests finish (their database queries included), and only then
 * close the pool. Closing first made every request still running fail with "Cannot use a pool after
 * calling end".
 */
export function trackInFlight(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let onIdle: (() => void) | undefined;

  server.on("request", (_request, response) => {
    inFlight.add(response);
    // A keep-alive client would otherwise send its next request on this connection, again and
    // again, and the drain would never end: during a shutdown every answer closes its connection.
    if (closing) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight.delete(response);
      if (inFlight.size === 0) onIdle?.();
    });
  });

  /** Resolves true when every request was answered, false when the time ran out first. */
  async function close(timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
    closing = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections without a request in progress carry no unfinished work.
    server.closeIdleConnections();
    let drained = inFlight.size === 0;
    if (!drained) {
      drained = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    }
    // What is left: requests past the deadline, or connections opened but never used.
    server.closeAllConnections();
    await closed;
    return drained;
  }

  return { close, inFlight: () => inFlight.size };
}
