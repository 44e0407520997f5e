// A small DNS server for the SSO tests (decision 035): answers TXT questions from a table the test fills,
// so the server's domain verification (DNS_SERVERS=127.0.0.1:<port>) asks a real resolver over UDP.
// In process for the integration tests; as a web server for Playwright it also takes
// `POST /txt {name, value}` on HTTP (run this file).
import { createServer } from "node:http";
import dns2 from "dns2";

const { Packet } = dns2;

/** @param {{ port: number }} options */
export async function startDnsServer({ port }) {
  /** @type {Map<string, string[]>} */
  const records = new Map();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        for (const value of records.get(question.name.toLowerCase()) ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data: value,
          });
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: "127.0.0.1", type: "udp4" } });
  return {
    address: `127.0.0.1:${port}`,
    /** Publishes a TXT record (replacing the name's earlier ones). */
    setTxt: (name, value) => records.set(name.toLowerCase(), [value]),
    clear: () => records.clear(),
    close: () => server.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dns = await startDnsServer({ port: Number(process.env.DNS_PORT ?? 5353) });
  const http = createServer(async (req, res) => {
    if (req.method === "POST" && req.url === "/txt") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const { name, value } = JSON.parse(body);
      dns.setTxt(name, value);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(req.url === "/health" ? 200 : 404).end("ok");
  });
  http.listen(Number(process.env.DNS_HTTP_PORT ?? 5354), "127.0.0.1");
  console.log(`DNS server on ${dns.address}`);
}
