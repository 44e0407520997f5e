import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDirectoryLock } from "./directory-lock";
import { migrationsFolder } from "./migrations-folder";
import { type Notifications, postgresNotifications } from "./notifications";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** LISTEN/NOTIFY between the instances sharing a PostgreSQL database; the embedded one has no others. */
  notifications?: Notifications;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a query waits for a free connection before failing (the server answers 503). */
      connectTimeoutMs?: number;
    }
  /** dataDir undefined = in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

// Any fixed number works; it only has to be the same in every instance of the server.
const MIGRATION_LOCK_ID = 727_142_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolSize, options.connectTimeoutMs)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // PGlite does not lock its directory itself, and a second process writing to it destroys it.
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm: the document search index (migration 0003).
    // Options first: with `new PGlite(undefined, options)` the options are ignored.
    client = new PGlite({ dataDir: dataDir ? `${dataDir}/pglite` : undefined, extensions: { pg_trgm } });
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 5_000): Promise<DatabaseHandle> {
  // Without a timeout a request waits forever for a connection when the pool is exhausted or the
  // server is unreachable; with one it fails with "timeout exceeded when trying to connect" (503).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("postgres pool error:", error.message));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Several instances may start at once: the advisory lock lets exactly one migrate at a time.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: migrationsFolder() });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notifications: postgresNotifications(url, pool),
    close: () => pool.end(),
  };
}
