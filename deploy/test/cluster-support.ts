/** Processes, a proxy-aware HTTP client and HAProxy's log for the cluster test. */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

export { freePort } from "../../apps/server/test/support/free-port";

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The release tree (npm run package) copied out of the repository, as the image holds it: a package it
 * lacks cannot be found in the repository's node_modules from there.
 */
export function copyRelease(release: string): { mainJs: string; remove(): void } {
  if (!existsSync(join(release, "main.js"))) {
    throw new Error(`${release} is missing: make it first (sh deploy/build.sh, or npm run build and npm run package).`);
  }
  const dir = mkdtempSync(join(tmpdir(), "dashboard-release-"));
  cpSync(release, dir, { recursive: true });
  return { mainJs: join(dir, "main.js"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export function startProcess(name: string, command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, output: () => output, exited };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  requestId: string;
}

/**
 * A browser-like client of the proxy. Each client connects from its own loopback address
 * (127.x.y.z), so HAProxy sees, and passes on in X-Forwarded-For, a different client address:
 * rate limits apply per client as they would on the internet.
 */
export class Client {
  cookies = new Map<string, string>();
  readonly address = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

  constructor(
    readonly port: number,
    readonly origin: string,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  send<T = unknown>(method: string, path: string, json?: unknown, cookie = this.cookieHeader): Promise<Answer<T>> {
    const requestId = randomUUID();
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          localAddress: this.address,
          agent: false,
          headers: {
            origin: this.origin,
            "x-request-id": requestId,
            ...(cookie ? { cookie } : {}),
            ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () => {
            for (const line of res.headers["set-cookie"] ?? []) {
              const [pair] = line.split(";");
              const eq = pair.indexOf("=");
              const value = pair.slice(eq + 1).trim();
              if (/max-age=0/i.test(line) || value === "") this.cookies.delete(pair.slice(0, eq).trim());
              else this.cookies.set(pair.slice(0, eq).trim(), value);
            }
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {}
            resolve({ status: res.statusCode ?? 0, body: parsed as T, requestId });
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  get<T = unknown>(path: string, cookie?: string) {
    return this.send<T>("GET", path, undefined, cookie);
  }

  post<T = unknown>(path: string, json: unknown = {}) {
    return this.send<T>("POST", path, json);
  }

  /** An oRPC call as the web client makes it; the body is unwrapped. */
  async rpc<T = unknown>(procedure: string, input: unknown = {}): Promise<Answer<T>> {
    const answer = await this.send<{ json: T }>("POST", `/rpc/${procedure.replaceAll(".", "/")}`, { json: input });
    return { ...answer, body: (answer.body as { json: T })?.json };
  }
}

export interface ProxyLogLine {
  server: string;
  status: number;
  /** HAProxy's termination state: "----" normal; "SH--"/"SD--" the server aborted the request. */
  termination: string;
  requestId: string;
}

/** HAProxy's `option httplog` lines: "... web app/app2 0/0/0/3/3 200 208 - - ---- ... {<request id>} ...". */
export function parseProxyLog(output: string): ProxyLogLine[] {
  const lines: ProxyLogLine[] = [];
  for (const line of output.split("\n")) {
    const m = / \S+\/(\S+) -?\d+\/-?\d+\/-?\d+\/-?\d+\/\+?-?\d+ (-?\d+) \+?\d+ \S+ \S+ (\S{4}) .*?\{([^}|]*)/.exec(
      line,
    );
    if (m) lines.push({ server: m[1], status: Number(m[2]), termination: m[3], requestId: m[4] });
  }
  return lines;
}
