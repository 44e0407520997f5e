/**
 * Decision 017: three server processes started from the release tree (`node release/main.js`, what
 * the image copies and starts) on one fresh PostgreSQL database and Redis, behind HAProxy with deploy/haproxy.cfg.
 * Everything is checked through the proxy; HAProxy's log tells which instance answered.
 *
 * Needs: the release tree (deploy/build.sh, or npm run build and npm run package), haproxy, PostgreSQL
 * (TEST_DATABASE_URL, by default the local one) and `redis-server`: the test starts a Redis of its own
 * on a free port, since it stops it. CLUSTER_BASE_PORT fixes the ports (proxy on it,
 * instances on the next three); otherwise free ports are used.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedisServer, type OwnRedis, startOwnRedis } from "../../apps/server/test/support/redis-server";
import { IdpBrowser } from "../../apps/server/test/support/sso";
import { type Receiver, startReceiver } from "../../apps/server/test/support/webhook-receiver";
import { startDnsServer, type TestDnsServer } from "../../e2e/support/dns-server.mjs";
import { startOidcIdp, type TestOidcIdp } from "../../e2e/support/oidc-idp.mjs";
import { createTestDatabase } from "../../packages/db/test/postgres-database";
import { address } from "../../packages/domain/test/sample-address";
import {
  type Answer,
  Client,
  copyRelease,
  freePort,
  type Proc,
  parseProxyLog,
  startProcess,
  waitFor,
} from "./cluster-support";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");
// The release tree (npm run package), exactly what the image copies and starts, copied out of the repository.
let release: ReturnType<typeof copyRelease> | undefined;
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN_EMAIL = `admin-${randomBytes(4).toString("hex")}@cluster.test`;
const PASSWORD = "correct horse battery";
const INSTANCES = ["app1", "app2", "app3"];

let dropDatabase = async () => {};
const dataDirs: string[] = [];
let databaseUrl: string;
let proxyPort: number;
let origin: string;
let apps: Array<Proc & { port: number }> = [];
let proxy: Proc;
// SSO across the instances (decision 035): a real OIDC provider and DNS server on 127.0.0.1.
let oidc: TestOidcIdp;
let dns: TestDnsServer;
const SSO_PROVIDER = "cluster-oidc";
const SSO_CLIENT = { clientId: "cluster-client", clientSecret: "cluster-client-secret-0123456789" };
let redis: OwnRedis;
// Outgoing webhooks (decision 036): a receiver the three instances deliver to.
let receiver: Receiver;

const documentInput = { wohnanschrift_11: address(), betriebsstaette_15: address({ ort: "Potsdam" }) };

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Which instance answered these requests, from HAProxy's log (its lines can lag a little). */
async function servedBy(answers: Answer[]): Promise<string[]> {
  const ids = answers.map((a) => a.requestId);
  let found = new Map<string, string>();
  await waitFor(() => {
    found = new Map(parseProxyLog(proxy.output()).map((l) => [l.requestId, l.server]));
    return ids.every((id) => found.has(id));
  }, "HAProxy's log lines");
  return ids.map((id) => found.get(id) as string);
}

const newClient = () => new Client(proxyPort, origin);

async function signedUp(email = `user-${randomBytes(5).toString("hex")}@cluster.test`) {
  const client = newClient();
  const answer = await client.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Cluster User",
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { client, email, userId: answer.body.user.id };
}

/** One request per instance (round robin, nothing else in between), each with this cookie. */
async function sessionsOnEveryInstance(client: Client, cookie: string) {
  const answers: Answer<{ user: { id: string } } | null>[] = [];
  for (let i = 0; i < INSTANCES.length; i++) answers.push(await client.get("/api/auth/get-session", cookie));
  expect(new Set(await servedBy(answers))).toEqual(new Set(INSTANCES));
  return answers.map((a) => a.body?.user.id ?? null);
}

/** Session reads and document creates through the proxy with `cookies`, in `loops` loops, until `stop`. */
function traffic(cookies: Map<string, string>, loops = 6) {
  const answers: Answer[] = [];
  const transportErrors: unknown[] = [];
  let running = true;
  const all = Array.from({ length: loops }, async (_, i) => {
    const client = newClient();
    client.cookies = new Map(cookies);
    for (let n = i; running; n++) {
      try {
        answers.push(
          n % 2 === 0
            ? await client.get("/api/auth/get-session")
            : await client.rpc("docs.gewerbeanmeldung.create", documentInput),
        );
      } catch (error) {
        transportErrors.push(error);
      }
    }
  });
  return {
    answers,
    transportErrors,
    stop: async () => {
      running = false;
      await Promise.all(all);
    },
  };
}

/** Each instance's own /api/health, straight, not through the proxy. */
async function instanceHealth() {
  return Promise.all(
    apps.map(async (app) => {
      const response = await fetch(`http://127.0.0.1:${app.port}/api/health`);
      return { status: response.status, body: (await response.json()) as { redis?: string } };
    }),
  );
}

const everyInstanceReports = (redisState: "ok" | "degraded") =>
  waitFor(
    async () => (await instanceHealth()).every((h) => h.status === 200 && h.body.redis === redisState),
    `every instance to report redis: ${redisState}`,
    20_000,
  );

beforeAll(async () => {
  release = copyRelease(join(root, "release"));
  await run("haproxy", ["-v"]).catch(() => {
    throw new Error("haproxy is not installed (apt-get install -y haproxy).");
  });
  if (!hasRedisServer()) throw new Error("redis-server is not installed (apt-get install -y redis-server).");
  redis = await startOwnRedis();
  receiver = await startReceiver();
  const database = await createTestDatabase(adminUrl, "cluster");
  databaseUrl = database.url;
  dropDatabase = database.drop;

  const base = Number(process.env.CLUSTER_BASE_PORT ?? 0);
  proxyPort = base || (await freePort());
  origin = `http://localhost:${proxyPort}`;
  const ports = base ? [base + 1, base + 2, base + 3] : [await freePort(), await freePort(), await freePort()];
  const secret = randomBytes(32).toString("base64url");
  dns = await startDnsServer({ port: Number(process.env.CLUSTER_DNS_PORT ?? 5391) });
  oidc = await startOidcIdp({
    port: await freePort(),
    clients: [{ ...SSO_CLIENT, redirectUris: [`${origin}/api/auth/sso/callback/${SSO_PROVIDER}`] }],
  });

  // All three at once on the empty database: the advisory lock lets one migrate at a time.
  apps = INSTANCES.map((name, i) => {
    const dataDir = mkdtempSync(join(tmpdir(), `dashboard-${name}-`));
    dataDirs.push(dataDir);
    const proc = startProcess(name, process.execPath, [(release as { mainJs: string }).mainJs], {
      NODE_ENV: "production",
      PORT: String(ports[i]),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      BETTER_AUTH_SECRET: secret,
      BETTER_AUTH_URL: origin,
      TRUST_PROXY: "true",
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: "info",
      METRICS_TOKEN: "",
      METRICS_PORT: "",
      SMTP_URL: "",
      DNS_SERVERS: dns.address,
      SSO_PRIVATE_IDP_ORIGINS: oidc.issuer,
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
    });
    return Object.assign(proc, { port: ports[i] });
  });
  await Promise.all(
    apps.map((app) => waitFor(() => app.output().includes("Server listening"), `${app.name} to listen`)),
  );

  proxy = startProcess("haproxy", "haproxy", ["-db", "-f", join(root, "deploy", "haproxy.cfg")], {
    PROXY_BIND: `127.0.0.1:${proxyPort}`,
    APP1_ADDR: `127.0.0.1:${ports[0]}`,
    APP2_ADDR: `127.0.0.1:${ports[1]}`,
    APP3_ADDR: `127.0.0.1:${ports[2]}`,
  });
  await waitFor(async () => {
    try {
      return (await newClient().get("/api/health")).status === 200;
    } catch {
      return false;
    }
  }, "HAProxy to answer");
});

afterAll(async () => {
  await oidc?.close();
  dns?.close();
  proxy?.child.kill("SIGTERM");
  for (const app of apps) app.child.kill("SIGTERM");
  await Promise.all(apps.map((app) => app.exited));
  for (const app of apps) expect(app.output()).not.toContain("Cannot use a pool after calling end");
  await dropDatabase();
  await redis?.close();
  await receiver?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  release?.remove();
});

describe("three instances behind HAProxy", () => {
  it("started together on an empty database: each migration applied once, every instance healthy", async () => {
    const files = readdirSync(join(root, "packages", "db", "migrations")).filter((f) => f.endsWith(".sql"));
    const [{ count }] = await sql<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations");
    expect(count).toBe(files.length);
    const health: Answer[] = [];
    for (const _ of INSTANCES) health.push(await newClient().get("/api/health"));
    expect(health.map((h) => h.body)).toEqual(INSTANCES.map(() => ({ api: "ok", db: "ok", auth: "ok", redis: "ok" })));
    expect(new Set(await servedBy(health))).toEqual(new Set(INSTANCES));
    // The image's HEALTHCHECK command against an instance.
    await run(process.execPath, [join(root, "deploy", "healthcheck.mjs")], {
      env: { ...process.env, PORT: String(apps[0].port) },
    });
  });

  it("a sign-in on one instance is good on the others; a sign-out ends it on all of them", async () => {
    const { client, email, userId } = await signedUp();
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = client.cookieHeader;
    expect(await sessionsOnEveryInstance(client, cookie)).toEqual([userId, userId, userId]);

    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await sessionsOnEveryInstance(client, cookie)).toEqual([null, null, null]);
  });

  it("an SSO sign-in started on one instance completes on another and holds on all of them", async () => {
    const owner = await signedUp();
    const org = await owner.client.post<{ id: string }>("/api/auth/organization/create", {
      name: "Cluster SSO",
      slug: `cluster-sso-${randomBytes(3).toString("hex")}`,
    });
    expect(org.status).toBe(200);
    const domain = `sso-${randomBytes(3).toString("hex")}.cluster.test`;
    const registered = await owner.client.post<{ domainVerificationToken: string }>("/api/auth/sso/register", {
      providerId: SSO_PROVIDER,
      issuer: oidc.issuer,
      domain,
      organizationId: org.body.id,
      oidcConfig: { ...SSO_CLIENT, pkce: true },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const record = `_dashboard-domain-${SSO_PROVIDER}`;
    dns.setTxt(`${record}.${domain}`, `${record}=${registered.body.domainVerificationToken}`);
    expect((await owner.client.post("/api/auth/sso/verify-domain", { providerId: SSO_PROVIDER })).status).toBe(204);

    const person = newClient();
    const email = `sam@${domain}`;
    const start = await person.post<{ url: string }>("/api/auth/sign-in/sso", { email, callbackURL: "/dashboard" });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const callback = new URL(await new IdpBrowser().signIn(start.body.url, origin, { login: email }));
    const back = await person.get(`${callback.pathname}${callback.search}`);
    expect(back.status).toBe(302);
    const [startedOn, completedOn] = await servedBy([start, back]);
    expect(startedOn).not.toBe(completedOn);
    const session = await person.get<{ user: { id: string; email: string } }>("/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
    expect(await sessionsOnEveryInstance(person, person.cookieHeader)).toEqual(
      INSTANCES.map(() => session.body.user.id),
    );
  });

  it("a ban and a session revocation take effect on every instance at the next request", async () => {
    const admin = await signedUp(ADMIN_EMAIL);
    const banned = await signedUp();
    const bannedCookie = banned.client.cookieHeader;
    expect(await sessionsOnEveryInstance(banned.client, bannedCookie)).toEqual(Array(3).fill(banned.userId));
    const ban = await admin.client.post("/api/auth/admin/ban-user", { userId: banned.userId });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    expect(await sessionsOnEveryInstance(banned.client, bannedCookie)).toEqual([null, null, null]);

    // Two devices; the first signs the other out.
    const user = await signedUp();
    const other = newClient();
    expect((await other.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD })).status).toBe(200);
    const otherCookie = other.cookieHeader;
    expect(await sessionsOnEveryInstance(other, otherCookie)).toEqual(Array(3).fill(user.userId));
    expect((await user.client.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect(await sessionsOnEveryInstance(other, otherCookie)).toEqual([null, null, null]);
    expect(await sessionsOnEveryInstance(user.client, user.client.cookieHeader)).toEqual(Array(3).fill(user.userId));
  });

  it("shares the sign-in rate limit: the 11th attempt from one address is refused, wherever it lands", async () => {
    const { email } = await signedUp();
    const attacker = newClient();
    const attempts: Answer[] = [];
    for (let i = 0; i < 11; i++)
      attempts.push(await attacker.post("/api/auth/sign-in/email", { email, password: "wrong!!!" }));
    expect(attempts.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(attempts[10].status).toBe(429);
    // Spread over all three: no instance alone saw more than four of them.
    expect(new Set(await servedBy(attempts))).toEqual(new Set(INSTANCES));
    // Another address is not affected.
    expect((await newClient().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });

  it("invitations and documents made on one instance are visible on all", async () => {
    const owner = await signedUp();
    const invitee = await signedUp();
    const org = await owner.client.post<{ id: string }>("/api/auth/organization/create", {
      name: "Cluster GmbH",
      slug: `cluster-${randomBytes(4).toString("hex")}`,
    });
    expect(org.status, JSON.stringify(org.body)).toBe(200);
    const invitation = await owner.client.post<{ id: string }>("/api/auth/organization/invite-member", {
      organizationId: org.body.id,
      email: invitee.email,
      role: "member",
    });
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(200);
    const previews: Answer[] = [];
    for (const _ of INSTANCES)
      previews.push(await invitee.client.rpc("invitations.preview", { id: invitation.body.id }));
    expect(previews.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(new Set(await servedBy(previews))).toEqual(new Set(INSTANCES));

    const created = await owner.client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", documentInput);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const reads: Answer<{ meta: { id: string } }>[] = [];
    for (const _ of INSTANCES) {
      reads.push(await owner.client.rpc("docs.gewerbeanmeldung.getById", { id: created.body.documentId }));
    }
    expect(reads.map((r) => r.body.meta.id)).toEqual(Array(3).fill(created.body.documentId));
    expect(new Set(await servedBy(reads))).toEqual(new Set(INSTANCES));
  });

  it("a custom role's statement removed through one instance is refused at once on every instance (no cached role)", async () => {
    const owner = await signedUp();
    const member = await signedUp();
    const org = await owner.client.post<{ id: string }>("/api/auth/organization/create", {
      name: "Roles GmbH",
      slug: `roles-${randomBytes(4).toString("hex")}`,
    });
    expect(org.status, JSON.stringify(org.body)).toBe(200);
    const role = await owner.client.post<{ roleData: { id: string; role: string } }>(
      "/api/auth/organization/create-role",
      {
        organizationId: org.body.id,
        role: "clerk",
        permission: { document: ["read", "write"], apiKey: ["create"] },
        additionalFields: { label: "Clerk" },
      },
    );
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const invitation = await owner.client.post<{ id: string }>("/api/auth/organization/invite-member", {
      organizationId: org.body.id,
      email: member.email,
      role: "clerk",
    });
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(200);
    const accepted = await member.client.post("/api/auth/organization/accept-invitation", {
      invitationId: invitation.body.id,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // The organization's documents (its dashboard's figures), read through every instance: each has
    // resolved the role once.
    const read = () => member.client.rpc<{ code?: string }>("organizations.dashboard", { organizationId: org.body.id });
    const before: Answer[] = [];
    for (const _ of INSTANCES) before.push(await read());
    expect(before.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(await servedBy(before))).toEqual(new Set(INSTANCES));

    const removed = await owner.client.post("/api/auth/organization/update-role", {
      organizationId: org.body.id,
      roleId: role.body.roleData.id,
      data: { permission: { apiKey: ["create"] } },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    // The next request on each instance, the two that did not make the change among them, is refused.
    const after: Answer<{ code?: string }>[] = [];
    for (const _ of INSTANCES) after.push(await read());
    expect(after.map((r) => [r.status, r.body?.code])).toEqual(Array(3).fill([403, "FORBIDDEN"]));
    const [changedOn] = await servedBy([removed]);
    const refusedOn = await servedBy(after);
    expect(new Set(refusedOn)).toEqual(new Set(INSTANCES));
    expect(refusedOn.filter((where) => where !== changedOn)).toHaveLength(2);
  });

  it("webhooks: the three instances deliver each event once", async () => {
    const owner = await signedUp();
    const org = await owner.client.post<{ id: string }>("/api/auth/organization/create", {
      name: "Hooks GmbH",
      slug: `hooks-${randomBytes(4).toString("hex")}`,
    });
    expect(org.status, JSON.stringify(org.body)).toBe(200);
    await owner.client.post("/api/auth/organization/set-active", { organizationId: org.body.id });
    const endpoint = await owner.client.rpc<{ endpoint: { id: string } }>("webhooks.create", {
      organizationId: org.body.id,
      url: receiver.url,
      eventTypes: ["gewerbeanmeldung.created"],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200);
    // Documents written through every instance: each write wakes every instance's worker.
    const writes: Answer[] = [];
    for (let i = 0; i < 15; i++) writes.push(await owner.client.rpc("docs.gewerbeanmeldung.create", documentInput));
    expect(writes.map((w) => w.status)).toEqual(Array(15).fill(200));
    expect(new Set(await servedBy(writes))).toEqual(new Set(INSTANCES));
    await waitFor(() => new Set(receiver.received.map((r) => r.headers["webhook-id"])).size === 15, "15 events");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((r) => String(r.headers["webhook-id"]));
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    const rows = await sql<{ status: string; attempts: number }>(
      "select status, attempts from webhook_delivery where endpoint_id = $1",
      [endpoint.body.endpoint.id],
    );
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
  });

  it("webhooks: a receiver that never answers delays no other organization's event, on any instance", async () => {
    const hanging = await startReceiver();
    const fast = await startReceiver();
    hanging.hang();
    try {
      const organizationSending = async (name: string, url: string) => {
        const owner = await signedUp();
        const org = await owner.client.post<{ id: string }>("/api/auth/organization/create", {
          name,
          slug: `hang-${randomBytes(4).toString("hex")}`,
        });
        expect(org.status, JSON.stringify(org.body)).toBe(200);
        const made = await owner.client.rpc("webhooks.create", {
          organizationId: org.body.id,
          url,
          eventTypes: ["organization.updated"],
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        return (next: string) =>
          owner.client.post("/api/auth/organization/update", { organizationId: org.body.id, data: { name: next } });
      };
      const renameHanging = await organizationSending("Hanging GmbH", hanging.url);
      const renameFast = await organizationSending("Fast GmbH", fast.url);
      expect((await renameHanging("Hanging Renamed")).status).toBe(200);
      await waitFor(() => hanging.stalled === 1, "the hanging receiver holds an attempt");
      // Events written through every instance while the attempt stays open (15 s): each arrives.
      const renames: Answer[] = [];
      for (const name of ["Fast One", "Fast Two", "Fast Three"]) renames.push(await renameFast(name));
      expect(renames.map((r) => r.status)).toEqual([200, 200, 200]);
      await waitFor(() => fast.received.length === 3, "the fast receiver's three events", 10_000);
      expect(hanging.open).toBe(1);
      const names = fast.received.map((r) => (JSON.parse(r.body) as { data: { name: string } }).data.name);
      expect(names).toEqual(["Fast One", "Fast Two", "Fast Three"]);
    } finally {
      hanging.release();
      await hanging.close();
      await fast.close();
    }
  });

  it("a Redis outage (paused: nothing answers) keeps every instance in the pool and every request answered; revocations and limits hold", async () => {
    const user = await signedUp();
    const other = newClient();
    expect((await other.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD })).status).toBe(200);
    const otherCookie = other.cookieHeader;
    // Both sessions are in Redis's cache, read by every instance.
    expect(await sessionsOnEveryInstance(other, otherCookie)).toEqual(Array(3).fill(user.userId));
    const proxyLogAt = proxy.output().length;
    const during = traffic(user.client.cookies);

    redis.pause();
    let after: ReturnType<typeof traffic> | undefined;
    try {
      await everyInstanceReports("degraded");
      // Long enough for HAProxy's checks (every second, two failures out) to take an instance out.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await during.stop();

      // The other device signs out on one instance: it is signed out on all three.
      expect((await other.post("/api/auth/sign-out")).status).toBe(200);
      expect(await sessionsOnEveryInstance(other, otherCookie)).toEqual([null, null, null]);
      expect(await sessionsOnEveryInstance(user.client, user.client.cookieHeader)).toEqual(Array(3).fill(user.userId));
      // Each instance counts sign-in attempts per address in its own memory now: of 40 attempts from
      // one address, at most 3 × 10 get through, wherever they land.
      const attacker = newClient();
      const statuses: number[] = [];
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            attacker.post("/api/auth/sign-in/email", { email: user.email, password: "wrong!!!" }),
          ),
        );
        statuses.push(...answers.map((a) => a.status));
      }
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
      after = traffic(user.client.cookies);
    } finally {
      redis.resume();
    }
    await everyInstanceReports("ok");
    await after?.stop();

    const answers = [...during.answers, ...(after?.answers ?? [])];
    expect([...during.transportErrors, ...(after?.transportErrors ?? [])]).toEqual([]);
    expect(answers.filter((a) => a.status >= 500).map((a) => a.status)).toEqual([]);
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(await servedBy(answers))).toEqual(new Set(INSTANCES));
    expect(proxy.output().slice(proxyLogAt)).not.toMatch(/is DOWN/);
    for (const app of apps) {
      expect(app.output()).toMatch(/redis unavailable/);
      expect(app.output()).toMatch(/redis available again/);
    }
    // Redis is back with everything it held: the signed-out session is not read from it.
    expect(await sessionsOnEveryInstance(other, otherCookie)).toEqual([null, null, null]);
    expect(await sessionsOnEveryInstance(user.client, user.client.cookieHeader)).toEqual(Array(3).fill(user.userId));
    // The limit is shared again: the 11th attempt from a new address is refused, wherever it lands.
    const next = newClient();
    const attempts: Answer[] = [];
    for (let i = 0; i < 11; i++)
      attempts.push(await next.post("/api/auth/sign-in/email", { email: user.email, password: "wrong!!!" }));
    expect(attempts.map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
    expect(new Set(await servedBy(attempts))).toEqual(new Set(INSTANCES));
  });

  it("routes around an instance killed (SIGKILL) under write load and loses no acknowledged write", async () => {
    const writer = await signedUp();
    const WRITERS = 8;
    const acked: string[] = [];
    const failed: Answer[] = [];
    const transportErrors: unknown[] = [];
    let pending = 0;
    let stop = false;
    const loop = async () => {
      const client = newClient();
      client.cookies = new Map(writer.client.cookies);
      while (!stop) {
        pending++;
        try {
          const answer = await client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", documentInput);
          if (answer.status === 200) acked.push(answer.body.documentId);
          else failed.push(answer);
        } catch (error) {
          transportErrors.push(error);
        } finally {
          pending--;
        }
      }
    };
    const loops = Array.from({ length: WRITERS }, loop);
    await waitFor(() => acked.length >= 30, "writes before the kill");

    const victim = apps[1];
    const inFlightAtKill = pending; // requests outstanding at the proxy, on all three instances
    const ackedAtKill = acked.length;
    victim.child.kill("SIGKILL");
    await victim.exited;
    await waitFor(() => acked.length >= ackedAtKill + 90, "writes after the kill");
    stop = true;
    await Promise.all(loops);

    const log = parseProxyLog(proxy.output());
    const lines = new Map(log.map((l) => [l.requestId, l]));
    const failedOn = failed.map((f) => `${lines.get(f.requestId)?.server} ${lines.get(f.requestId)?.termination}`);
    console.log(
      `cluster kill: ${acked.length} acknowledged writes (${ackedAtKill} before the kill), ` +
        `${inFlightAtKill} requests in flight at the kill, ${failed.length} answered 5xx ` +
        `(statuses ${JSON.stringify(failed.map((f) => f.status))}, on ${JSON.stringify(failedOn)})`,
    );
    expect(transportErrors).toEqual([]);
    // The only failures are requests the killed instance had taken and never answered (HAProxy:
    // the server aborted, S*), and there cannot be more of them than requests were outstanding.
    expect(failed.length).toBeLessThanOrEqual(inFlightAtKill);
    expect(failed.every((f) => f.status === 502)).toBe(true);
    expect(failedOn.every((where) => /^app2 S[HD]/.test(where))).toBe(true);
    // After the kill, the writes went on on the other two.
    const afterKill = acked.slice(ackedAtKill);
    const ackedIds = new Set(afterKill);
    const lateServers = new Set(log.filter((l) => l.status === 200 && ackedIds.has(l.requestId)).map((l) => l.server));
    expect(lateServers.has(victim.name)).toBe(false);

    // Every acknowledged write is in the database.
    const rows = await sql<{ id: string }>("select id::text as id from document where id::text = any($1::text[])", [
      acked,
    ]);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acked));
    // HAProxy's checks noticed.
    await waitFor(() => /Server app\/app2 is DOWN/.test(proxy.output()), "HAProxy to mark app2 down");
    // And the image's HEALTHCHECK says so too.
    await expect(
      run(process.execPath, [join(root, "deploy", "healthcheck.mjs")], {
        env: { ...process.env, PORT: String(victim.port) },
      }),
    ).rejects.toThrow();
  });
});
