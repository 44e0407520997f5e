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
  /**
   * The embedded database: calls `listener` with the seconds each statement or transaction held it
   * (PGlite runs one at a time, on the main thread), for the metrics.
   */
  observeQueries?(listener: (seconds: number) => void): void;
  /**
   * Waiting statements (for PGlite, or for a pool connection) go in the order of `startedAt`
   * (performance.now() of the request they serve, read when a statement asks; undefined: when it asks).
   */
  orderQueriesBy?(startedAt: () => number | undefined): void;
  /** LISTEN/NOTIFY between the instances sharing a PostgreSQL database; the embedded one has no others. */
  notifications?: Notifications;
  /**
   * The embedded database's own NOTIFY, heard in this process (it is the only one): calls `onMessage`
   * for each notification on `channel` sent by a committed statement; resolves with the unsubscribe.
   */
  listenLocally?(channel: string, onMessage: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
