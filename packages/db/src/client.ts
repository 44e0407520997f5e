import type { DatabaseHandle } from "./database";

export type { Database, DatabaseHandle, Schema } from "./database";

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a query waits for a free connection before failing (the server answers 503). */
      connectTimeoutMs?: number;
    }
  | {
      kind: "pglite";
      /** undefined = in memory (tests). */
      dataDir?: string;
      /**
       * A migrated data directory (createPgliteTemplate) copied into a fresh `dataDir` instead of
       * running initdb. Default: the one `npm run build` puts beside the server bundle, if there is
       * one; false: none.
       */
      template?: string | false;
      /** In memory only: start as this migrated database (a createPgliteDump file) instead of an empty one. */
      dump?: string;
    };

/**
 * Each driver is loaded only when it is used: the embedded database never loads `pg`, and a server
 * on PostgreSQL never loads PGlite's WebAssembly (decision 023).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const { openPostgres } = await import("./postgres");
    return openPostgres(options.url, options.poolSize, options.connectTimeoutMs);
  }
  const { openPglite } = await import("./pglite");
  return openPglite(options.dataDir, options.template, options.dump);
}
