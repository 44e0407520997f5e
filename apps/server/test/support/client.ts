/** An HTTP client as a browser or API client is: its own cookie jar and its own address. */
import { randomBytes } from "node:crypto";
import { PASSWORD } from "./users";

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

  /** A cookie the server issued another way (a session made by the test helpers, support/users.ts). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
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
      password: PASSWORD,
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
