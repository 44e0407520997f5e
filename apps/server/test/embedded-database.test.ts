/**
 * The server on its default database, PGlite in DATA_DIR (what `npm start` runs), opened the way
 * main.ts opens it: a fresh DATA_DIR starts from the migrated template and answers at once, what is
 * stored survives a restart (the template never replaces it), and PGlite runs with the small
 * shared_buffers of decision 023.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@app/db";
import { createPgliteTemplate } from "@app/db/pglite-template";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server";
import { TestClient } from "./support/client";
import { testConfig, testLog } from "./support/server";

describe("the server on PGlite in DATA_DIR", () => {
  let work: string;
  let template: string;
  let dataDir: string;
  const secret = randomBytes(32).toString("hex");
  const running: RunningServer[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "embedded-database-test-"));
    template = join(work, "template");
    dataDir = join(work, "data");
    await createPgliteTemplate(template);
  }, 120_000);
  afterAll(async () => {
    for (const server of running.splice(0)) await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** As main.ts does: the database is opened first and handed over; the server closes it. */
  async function start(): Promise<RunningServer> {
    const config = await testConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret });
    const server = await startServer(config, {
      openingDatabase: openDatabase({ kind: "pglite", dataDir: config.dataDir, template }),
      logStream: testLog,
    });
    running.push(server);
    return server;
  }

  async function stop(server: RunningServer) {
    running.splice(running.indexOf(server), 1);
    await server.close();
  }

  it("answers health on a fresh DATA_DIR, keeps an account across a restart, and runs with shared_buffers 16MB", async () => {
    const first = await start();
    expect(first.database.kind).toBe("pglite");
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ api: "ok", db: "ok", auth: "ok" });
    const { rows } = (await first.database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(rows).toEqual([{ shared_buffers: "16MB" }]);

    const signUp = await new TestClient(first.url).signUp({
      email: "ada@example.com",
      password: "correct horse battery",
    });
    expect(signUp.response.status).toBe(200);
    await stop(first);

    const second = await start();
    const client = new TestClient(second.url);
    expect((await client.signIn("ada@example.com", "correct horse battery")).status).toBe(200);
    expect((await client.session())?.user.email).toBe("ada@example.com");
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await stop(second);
  }, 120_000);
});
