/**
 * Decision 020: sessions are checked from each instance's cache, and a revocation on one
 * instance is refused on another at the very next request. Two built server processes on one fresh
 * PostgreSQL database, without Redis (the cache kept in step by LISTEN/NOTIFY) and again with Redis.
 * Each check first uses the session on A (so A has it cached), acts on B, then asks A at once.
 *
 * Needs the release tree (npm run build, npm run package) and PostgreSQL (TEST_DATABASE_URL); Redis (TEST_REDIS_URL) for the
 * second half.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../packages/db/test/postgres-database";
import { Client, copyRelease, freePort, type Proc, startProcess, waitFor } from "./cluster-support";

const root = join(import.meta.dirname, "..", "..");
// The release tree (npm run package), exactly what the image copies and starts, copied out of the repository.
let release: ReturnType<typeof copyRelease> | undefined;
beforeAll(() => {
  release = copyRelease(join(root, "release"));
});
afterAll(() => release?.remove());
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "correct horse battery";

const modes = [
  { name: "PostgreSQL without Redis (LISTEN/NOTIFY)", redis: false },
  { name: "PostgreSQL and Redis", redis: true },
];

describe.each(modes)("two instances on $name", ({ redis }) => {
  let dropDatabase = async () => {};
  const adminEmail = `admin-${randomBytes(4).toString("hex")}@revocation.test`;
  const dataDirs: string[] = [];
  let apps: Proc[] = [];
  let ports: number[] = [];
  let origin = "";

  beforeAll(async () => {
    const database = await createTestDatabase(adminUrl, "revocation");
    dropDatabase = database.drop;
    ports = [await freePort(), await freePort()];
    origin = `http://localhost:${ports[0]}`;
    const secret = randomBytes(32).toString("base64url");
    apps = ["a", "b"].map((name, i) => {
      const dataDir = mkdtempSync(join(tmpdir(), `dashboard-${name}-`));
      dataDirs.push(dataDir);
      return startProcess(name, process.execPath, [(release as { mainJs: string }).mainJs], {
        NODE_ENV: "production",
        PORT: String(ports[i]),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redis ? redisUrl : "",
        BETTER_AUTH_SECRET: secret,
        // Both instances answer for one public address, as behind a load balancer.
        BETTER_AUTH_URL: origin,
        ADMIN_EMAILS: adminEmail,
        LOG_LEVEL: "warn",
        METRICS_TOKEN: "",
        METRICS_PORT: "",
        SMTP_URL: "",
      });
    });
    for (const [i, app] of apps.entries()) {
      await waitFor(async () => {
        try {
          return (await new Client(ports[i], origin).get("/api/health")).status === 200;
        } catch {
          return app.child.exitCode !== null ? Promise.reject(new Error(app.output())) : false;
        }
      }, `instance ${app.name}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) app.child.kill("SIGTERM");
    await Promise.all(apps.map((app) => app.exited));
    await dropDatabase();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** One browser (one cookie jar) that can talk to either instance. */
  function browser() {
    const a = new Client(ports[0], origin);
    const b = new Client(ports[1], origin);
    b.cookies = a.cookies;
    return { a, b };
  }

  async function signedUp(email = `user-${randomBytes(5).toString("hex")}@revocation.test`) {
    const user = browser();
    const answer = await user.a.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Revocation User",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { ...user, email, userId: answer.body.user.id };
  }

  /** What instance A says about this browser's session: get-session and an RPC call. */
  async function seenOnA(user: { a: Client }) {
    const session = await user.a.get<{ user: { id: string; role: string } } | null>("/api/auth/get-session");
    const list = await user.a.rpc("docs.gewerbeanmeldung.list", {});
    return { user: session.body?.user.id ?? null, role: session.body?.user.role ?? null, rpc: list.status };
  }

  it("a session made on A is good on B; a sign-out on B is refused on A", async () => {
    const user = await signedUp();
    expect(await seenOnA(user)).toEqual({ user: user.userId, role: "user", rpc: 200 });
    expect((await user.b.get<{ user: { id: string } }>("/api/auth/get-session")).body?.user.id).toBe(user.userId);
    const cookies = new Map(user.a.cookies);
    expect((await user.b.post("/api/auth/sign-out")).status).toBe(200);
    // The old cookie, sent again to A at once.
    user.a.cookies = cookies;
    expect(await seenOnA(user)).toEqual({ user: null, role: null, rpc: 401 });
  });

  it("sessions revoked on B (the other devices) are refused on A", async () => {
    const user = await signedUp();
    const other = browser();
    const signIn = await other.a.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await seenOnA(other)).toEqual({ user: user.userId, role: "user", rpc: 200 });
    expect((await user.b.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect(await seenOnA(other)).toEqual({ user: null, role: null, rpc: 401 });
    expect(await seenOnA(user)).toEqual({ user: user.userId, role: "user", rpc: 200 });
  });

  it("a ban, a role change and a deletion on B hold on A at the next request", async () => {
    const admin = await signedUp(adminEmail);
    const banned = await signedUp();
    const promoted = await signedUp();
    const deleted = await signedUp();
    for (const user of [banned, promoted, deleted])
      expect(await seenOnA(user)).toEqual({ user: user.userId, role: "user", rpc: 200 });

    expect((await admin.b.post("/api/auth/admin/ban-user", { userId: banned.userId })).status).toBe(200);
    expect(await seenOnA(banned)).toEqual({ user: null, role: null, rpc: 401 });

    const setRole = await admin.b.post("/api/auth/admin/set-role", { userId: promoted.userId, role: "admin" });
    expect(setRole.status, JSON.stringify(setRole.body)).toBe(200);
    expect(await seenOnA(promoted)).toEqual({ user: promoted.userId, role: "admin", rpc: 200 });

    const remove = await admin.b.post("/api/auth/admin/remove-user", { userId: deleted.userId });
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    expect(await seenOnA(deleted)).toEqual({ user: null, role: null, rpc: 401 });
  });
});
