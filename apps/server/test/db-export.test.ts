/**
 * Moving off the embedded database (decision 019), end to end: data made through the HTTP API on
 * PGlite, `npm run db:export`, `psql` into an empty PostgreSQL database, the server on DATABASE_URL:
 * the same session cookie, password, organization, invitation and document. Also backup and restore
 * of the embedded database, and the refusals while a server holds it.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { acquireDirectoryLock, openDatabase } from "@app/db";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { address } from "../../../packages/domain/test/sample-address";
import { type RunningServer, startServer } from "../src/server";
import { TestClient } from "./support/client";
import { ok } from "./support/http";
import { createOrg, invite } from "./support/organizations-fixtures";
import { testConfig, testLog } from "./support/server";
import { PASSWORD } from "./support/users";

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, "..", "..", "..");
const adminUrl = process.env.TEST_DATABASE_URL;
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "dashboard-dbtools-"));
  temp.push(dir);
  return dir;
}

/**
 * The server as `npm start` runs it: PGlite in DATA_DIR, opened as main.ts opens it, a fresh one as a
 * copy of the migrated template (decision 023; the test run's, as the build's sits beside the bundle),
 * or PostgreSQL when DATABASE_URL is given. Without the template each fresh DATA_DIR cost an initdb
 * and every migration, over half of this file's time.
 */
async function start(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  const config = await testConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  return startServer(config, {
    logStream: testLog,
    ...(databaseUrl
      ? {}
      : {
          openingDatabase: openDatabase({
            kind: "pglite",
            dataDir: config.dataDir,
            template: inject("pgliteTemplate"),
          }),
        }),
  });
}

function dbTool(args: string[], dataDir: string) {
  return run("npm", ["run", "--silent", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error("expected the command to fail");
}

const documentInput = { wohnanschrift_11: address(), betriebsstaette_15: address({ ort: "Potsdam" }) };

describe.skipIf(!adminUrl)("db:export from PGlite into PostgreSQL", () => {
  const dbName = `test_${randomBytes(6).toString("hex")}`;
  afterAll(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it("serves the same users, sessions, organizations, invitations and documents afterwards", async () => {
    const dataDir = tempDir();
    const embedded = await start(dataDir);
    const client = new TestClient(embedded.url);
    const email = `mover-${randomBytes(4).toString("hex")}@example.com`;
    expect((await client.signUp({ email, password: PASSWORD, name: "Mover" })).response.status).toBe(200);
    const org = await createOrg(client, { name: "Umzug GmbH" });
    const invitation = await ok<{ id: string }>(await invite(client, org.id, "invitee@example.com"));
    const created = await client.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", documentInput);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const before = {
      session: await client.session(),
      orgs: await ok(await client.request("/api/auth/organization/list")),
      document: await client.rpc("docs.gewerbeanmeldung.getById", { id: created.body.documentId }),
    };
    const cookie = client.cookieHeader;

    // Refused while the server holds the directory, with the reason.
    const dump = join(dataDir, "..", `${dbName}.sql`);
    temp.push(dump);
    expect(await failure(dbTool(["db:export", "--", "--out", dump], dataDir))).toContain("Stop the server first");
    await embedded.close();

    await dbTool(["db:export", "--", "--out", dump], dataDir);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${dbName}`;
    await run("psql", ["-q", "-v", "ON_ERROR_STOP=1", "-d", url.toString(), "-f", dump]);

    // Same DATA_DIR: the generated auth secret is there, so signed cookies stay valid.
    const server = await start(dataDir, url.toString());
    try {
      const moved = new TestClient(server.url);
      const withCookie = (path: string, init: RequestInit = {}) =>
        moved.request(path, { ...init, headers: { cookie, "content-type": "application/json" } });
      const session = (await (await withCookie("/api/auth/get-session")).json()) as typeof before.session;
      expect(session?.user).toEqual(before.session?.user);
      expect(session?.session.id).toBe(before.session?.session.id);
      expect(await ok(await withCookie("/api/auth/organization/list"))).toEqual(before.orgs);
      const doc = await withCookie("/rpc/docs/gewerbeanmeldung/getById", {
        method: "POST",
        body: JSON.stringify({ json: { id: created.body.documentId } }),
      });
      expect(doc.status).toBe(200);
      expect(((await doc.json()) as { json: unknown }).json).toEqual(before.document.body);

      // The password still works, and the pending invitation is still there.
      const fresh = new TestClient(server.url);
      expect((await fresh.signIn(email, PASSWORD)).status).toBe(200);
      const invitations = await ok<{ id: string; email: string }[]>(
        await fresh.request(`/api/auth/organization/list-invitations?organizationId=${org.id}`),
      );
      expect(invitations.map((i) => i.id)).toContain(invitation.id);
      // And the database is a normal one: new rows get on with it.
      expect((await fresh.rpc("docs.gewerbeanmeldung.create", documentInput)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 180_000);
});

describe("db:backup and db:restore of the embedded database", () => {
  it("copies it with the server stopped, refuses while it runs, and restores it (moving the old aside)", async () => {
    const dataDir = tempDir();
    let server = await start(dataDir);
    const first = new TestClient(server.url);
    const kept = await first.signUp({ password: PASSWORD });
    await server.close();

    const backup = join(tempDir(), "backup.tar.gz");
    const release = acquireDirectoryLock(dataDir); // as a running server holds it
    try {
      const refusal = await failure(dbTool(["db:backup", "--", "--out", backup], dataDir));
      expect(refusal).toContain(`is in use by another process (pid ${process.pid})`);
      expect(refusal).toContain("Stop the server first");
    } finally {
      release();
    }
    await dbTool(["db:backup", "--", "--out", backup], dataDir);
    expect(existsSync(backup)).toBe(true);

    server = await start(dataDir);
    const later = await new TestClient(server.url).signUp({ password: PASSWORD });
    expect(later.response.status).toBe(200);
    await server.close();

    expect(await failure(dbTool(["db:restore", "--", backup], dataDir))).toContain("--replace");
    await dbTool(["db:restore", "--", backup, "--replace"], dataDir);
    expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);

    server = await start(dataDir);
    try {
      const client = new TestClient(server.url);
      expect((await client.signIn(kept.user.email, PASSWORD)).status).toBe(200);
      expect((await client.signIn(later.user.email, PASSWORD)).status).toBe(401);
    } finally {
      await server.close();
    }
  }, 180_000);
});
