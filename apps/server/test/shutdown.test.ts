/**
 * Graceful shutdown (decision 017): a SIGTERM under load lets the requests the server already
 * received finish, database work included, before the pool closes. Requests are held in flight by
 * sending their bodies in two halves, so the test knows they are running when the signal arrives.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedFromTemplate } from "@app/db/pglite-template";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../packages/db/test/postgres-database";
import { freePort } from "./support/free-port";

const main = join(import.meta.dirname, "..", "src", "main.ts");
const repoRoot = join(import.meta.dirname, "..", "..", "..");
const adminUrl = process.env.TEST_DATABASE_URL;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<string> {
  const { url, drop } = await createTestDatabase(adminUrl as string, "test", inject("postgresTemplate"));
  cleanups.push(drop);
  return url;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A request whose body is sent in two halves: the server has it in flight in between. */
function halfSentRequest(port: number, path: string, body: string) {
  const socket: Socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (d) => {
    answer += d;
  });
  const ended = new Promise<string>((resolve) => socket.once("close", () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://localhost:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
      body.slice(0, half),
  );
  return { finish: () => socket.write(body.slice(half)), answer: ended };
}

describe.each([{ name: "pglite" as const }, ...(adminUrl ? [{ name: "postgres" as const }] : [])])(
  "SIGTERM under load on $name",
  ({ name }) => {
    it("finishes the requests in flight, then closes the database and exits 0", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "dashboard-shutdown-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // Migrated already, as a fresh DATA_DIR of the built server is (its template, decision 023): from
      // source, main.ts has none, and an initdb with every migration took seconds of the child's start.
      if (name === "pglite") seedFromTemplate(inject("pgliteTemplate"), join(dataDir, "pglite"));
      const [port, metricsPort] = [await freePort(), await freePort()];
      // Node itself with tsx's loader, not the tsx command: that one relays signals to a child
      // process of its own, and under load the relay sometimes lost the SIGTERM.
      const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", main], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          DATA_DIR: dataDir,
          DATABASE_URL: name === "postgres" ? await freshDatabase() : "",
          REDIS_URL: "",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      cleanups.push(() => {
        child.kill("SIGKILL");
      });
      let output = "";
      child.stdout?.on("data", (d) => {
        output += d;
      });
      child.stderr?.on("data", (d) => {
        output += d;
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      await waitFor(() => output.includes("Server listening"), "the server to listen");
      const base = `http://localhost:${port}`;

      const email = `shutdown-${randomBytes(4).toString("hex")}@example.com`;
      const password = "correct horse battery";
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email, password, name: "Shutdown Test" }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      // Load: authenticated reads on keep-alive connections until the server stops taking them.
      const statuses: number[] = [];
      let stop = false;
      const loop = async () => {
        while (!stop) {
          try {
            const r = await fetch(`${base}/rpc/docs/gewerbeanmeldung/list`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: base, cookie },
              body: JSON.stringify({ json: {} }),
            });
            await r.arrayBuffer();
            statuses.push(r.status);
          } catch {
            return; // connection refused or closed: the server is going away
          }
        }
      };
      const loops = Array.from({ length: 4 }, loop);

      // Sign-ins held in flight: each reads the user, checks the password and writes a session.
      const held = Array.from({ length: 4 }, () =>
        halfSentRequest(port, "/api/auth/sign-in/email", JSON.stringify({ email, password })),
      );
      const inFlight = async () => {
        const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return Number(/^http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0) >= held.length;
      };
      await waitFor(inFlight, "the held requests to be in flight");
      await waitFor(() => statuses.length >= 10, "some load to be answered");

      child.kill("SIGTERM");
      await waitFor(() => output.includes("SIGTERM received, shutting down"), "the shutdown to begin");
      // No new connections once shutting down.
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

      for (const request of held) request.finish();
      const answers = await Promise.all(held.map((r) => r.answer));
      stop = true;
      await Promise.all(loops);

      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toContain(`"email":"${email}"`);
      }
      expect(statuses.length).toBeGreaterThanOrEqual(10);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(await exited).toBe(0);
      expect(output).not.toContain("Cannot use a pool after calling end");
      expect(output).not.toContain("PGlite is closed");
      expect(output).not.toMatch(/"level":50/);
      expect(output).toContain('"msg":"shut down"');
    }, 120_000);
  },
);
