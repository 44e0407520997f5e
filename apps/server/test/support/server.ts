/**
 * Starts the real server (real HTTP, real better-auth) on a fresh database for a test file:
 * in-memory PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (a new database per file).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { loadConfig } from "../src/config";
import { type RunningServer, type StartOptions, startServer } from "../src/server";
import { createTestDatabase } from "./postgres-database";

export interface TestBackend {
  name: "pglite" | "postgres";
  open(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }>;
}

export const backends: TestBackend[] = [
  {
    name: "pglite",
    open: async () => ({ database: await openDatabase({ kind: "pglite" }), drop: async () => {} }),
  },
];

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  backends.push({
    name: "postgres",
    open: async () => {
      const created = await createTestDatabase(adminUrl);
      const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 5 });
      return {
        database,
        drop: async () => {
          await database.close();
          await created.drop();
        },
      };
    },
  });
}

export interface TestServer extends RunningServer {
  /** A new HTTP client with its own cookie jar and its own client address. */
  client(): TestClient;
  stop(): Promise<void>;
}

export async function startTestServer(
  backend: TestBackend,
  env: Record<string, string> = {},
  options: Pick<StartOptions, "logStream" | "webDistDir"> = {},
): Promise<TestServer> {
  const { database, drop } = await backend.open();
  const dataDir = mkdtempSync(join(tmpdir(), "dashboard-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    // The public URL (trusted origin, cookie and callback base) must carry the real port.
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "true",
    // One line per request would bury the test output; warnings and errors still show.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...env,
  });
  const server = await startServer(config, { database, ...options }).catch(async (error) => {
    await drop();
    throw error;
  });
  return {
    ...server,
    client: () => new TestClient(server.url),
    stop: async () => {
      await server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// Random start: rate-limit counters in a shared Redis outlive a test run by up to a minute.
let ipCounter = randomBytes(3).readUIntBE(0, 3);

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client has its own address, so rate limits of one test do not spill into another. */
  readonly ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (!headers.has("origin")) headers.set("origin", this.baseUrl);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, json: unknown = {}) {
    return this.request(path, { method: "POST", json });
  }

  /** Calls an oRPC procedure the way the web client does and unwraps its envelope. */
  async rpc<T = unknown>(procedure: string, input: unknown = {}): Promise<{ status: number; body: T }> {
    const response = await this.post(`/rpc/${procedure.replaceAll(".", "/")}`, { json: input });
    const envelope = (await response.json()) as { json: T };
    return { status: response.status, body: envelope.json };
  }

  async signUp(overrides: Partial<{ email: string; password: string; name: string }> = {}) {
    const user = {
      email: `user-${randomBytes(4).toString("hex")}@example.com`,
      password: "correct horse battery",
      name: "Test User",
      ...overrides,
    };
    const response = await this.post("/api/auth/sign-up/email", user);
    return { response, user, body: await response.json() };
  }

  signIn(email: string, password: string) {
    return this.post("/api/auth/sign-in/email", { email, password });
  }

  async session() {
    const response = await this.request("/api/auth/get-session");
    return (await response.json()) as null | { user: Record<string, unknown>; session: Record<string, unknown> };
  }
}
