/**
 * What a test server's database costs before its first request, per way of making it (decision 039): PGlite
 * in memory from initdb plus every migration, against loading the migrated dump the test setup makes once
 * (packages/db/test/template-databases.ts); on PostgreSQL, CREATE DATABASE plus every migration against
 * CREATE DATABASE … TEMPLATE. Wall time and this process's CPU time (PGlite runs in process; PostgreSQL's
 * own work is in its server and shows only in the wall time), median of ROUNDS.
 *
 *   npx tsx bench/test-database-start.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/test-database-start.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../packages/db/src/client";
import { createPgliteDump } from "../packages/db/src/pglite-template";
import { createTestDatabase } from "../packages/db/test/postgres-database";
import { createPostgresTemplate } from "../packages/db/test/template-databases";

const ROUNDS = Number(process.env.ROUNDS ?? 5);

async function measure(label: string, open: () => Promise<() => Promise<void>>) {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const close = await open();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    await close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `${label.padEnd(42)} wall ${median(walls).toFixed(0).padStart(5)} ms   cpu ${median(cpus).toFixed(0).padStart(5)} ms`,
  );
}

const work = mkdtempSync(join(tmpdir(), "bench-test-db-"));
const dump = join(work, "dump.tar");
await createPgliteDump(dump);

await measure("PGlite in memory: initdb + migrations", async () => {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  return () => database.close();
});
await measure("PGlite in memory: from the migrated dump", async () => {
  const database = await openDatabase({ kind: "pglite", dump });
  await database.migrate();
  return () => database.close();
});

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const template = await createPostgresTemplate(adminUrl);
  for (const [label, from] of [
    ["PostgreSQL: create database + migrations", undefined],
    ["PostgreSQL: create database from template", template.name],
  ] as const) {
    await measure(label, async () => {
      const created = await createTestDatabase(adminUrl, "bench", from);
      const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 5 });
      await database.migrate();
      return async () => {
        await database.close();
        await created.drop();
      };
    });
  }
  await template.drop();
}
rmSync(work, { recursive: true, force: true });
