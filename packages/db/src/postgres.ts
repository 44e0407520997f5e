import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, DatabaseHandle } from "./database";
import { migrationsFolder } from "./migrations-folder";
import { postgresNotifications } from "./pg-notifications";
import { orderedPool } from "./postgres-ordering";
import * as schema from "./schema";

// Any fixed number works; it only has to be the same in every instance of the server.
const MIGRATION_LOCK_ID = 727_142_001;

export async function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 5_000): Promise<DatabaseHandle> {
  // Without a timeout a request waits forever for a connection when the pool is exhausted or the
  // server is unreachable; with one it fails with "timeout exceeded when trying to connect" (503).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("postgres pool error:", error.message));
  // The product's statements take connections in the order their requests arrived (decision 026).
  const ordered = orderedPool(pool, poolSize, connectTimeoutMs);
  const db = drizzle({ client: ordered.client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Several instances may start at once: the advisory lock lets exactly one migrate at a time.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client: conn }), { migrationsFolder: migrationsFolder() });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    orderQueriesBy: ordered.orderBy,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notifications: postgresNotifications(url, pool),
    close: () => pool.end(),
  };
}
