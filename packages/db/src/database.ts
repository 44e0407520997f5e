import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Notifications } from "./notifications";
import type * as schema from "./schema";

// What a driver module (pglite.ts, postgres.ts) opens; client.ts chooses the driver.

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
