/**
 * DNS_SERVERS (decision 035) holds for every server a process starts, not only the first: the SSO
 * plugin resolves TXT records through node:dns/promises, whose ES module namespace keeps the resolver
 * it first saw. In the test workers (one module graph per worker) the second SSO file's domain checks
 * asked the first file's DNS server, long closed, and answered 502.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../../../e2e/support/dns-server.mjs";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";

// Ports of its own: the SSO files run beside each other (sso-oidc 530x, sso-saml 531x, sso-required 532x).
const FIRST_DNS_PORT = 5331;
const SECOND_DNS_PORT = 5332;

describe("DNS servers per server", () => {
  const stops: Array<() => unknown> = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it("a second server in the same process resolves through its own DNS servers", async () => {
    // What the plugin does on its first domain check: import the promises API.
    const dns = await import("node:dns/promises");
    for (const [port, value] of [
      [FIRST_DNS_PORT, "first"],
      [SECOND_DNS_PORT, "second"],
    ] as const) {
      const server = await startDnsServer({ port });
      stops.push(() => server.close());
      server.setTxt("_check.example.test", value);
      const app: TestServer = await startTestServer(backends[0], { DNS_SERVERS: server.address });
      stops.push(() => app.stop());
      expect((await dns.resolveTxt("_check.example.test")).flat()).toEqual([value]);
    }
  });
});
