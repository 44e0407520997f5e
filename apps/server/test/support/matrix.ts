/**
 * The databases and Redis set-ups the integration tests run on: in-memory PGlite always, PostgreSQL
 * too when TEST_DATABASE_URL is set (a new database per server), and Redis as secondary storage when
 * TEST_REDIS_URL is set (see `variants`).
 */
import { type DatabaseHandle, openDatabase } from "@app/db";
import { inject } from "vitest";
import { createTestDatabase } from "../../../../packages/db/test/postgres-database";

export interface TestBackend {
  name: "pglite" | "postgres";
  open(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }>;
}

export const backends: TestBackend[] = [
  {
    name: "pglite",
    // A migrated database loaded into memory (the test run's global setup made it once).
    open: async () => ({
      database: await openDatabase({ kind: "pglite", dump: inject("pgliteDump") }),
      drop: async () => {},
    }),
  },
];

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  backends.push({
    name: "postgres",
    open: async () => {
      const created = await createTestDatabase(adminUrl, "test", inject("postgresTemplate"));
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

/** A database, with or without Redis. */
export interface Variant {
  name: string;
  backend: TestBackend;
  redisUrl?: string;
}

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Every backend without Redis, and (where there is one) Redis as secondary storage once, on the last
 * backend: PostgreSQL when it is there, the set-up a cluster runs. What Redis holds (sessions, rate
 * limits, verification values) is the same whichever database sits beside it, so each database and
 * each storage is tested without running every pairing; the fourth pairing, PGlite with Redis, added a
 * quarter to the longest files of the unit stage (bench/README.md, "The unit and integration tests").
 */
const redisBackend = backends.at(-1);
export const variants: Variant[] = backends.flatMap((backend) => [
  { name: backend.name, backend },
  ...(redisUrl && backend === redisBackend ? [{ name: `${backend.name}+redis`, backend, redisUrl }] : []),
]);
