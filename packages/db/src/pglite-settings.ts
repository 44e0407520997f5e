import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * How every PGlite of this project is opened (the server, the template made at build, the backup
 * and export tools), so a data directory always meets the same settings (decision 023).
 *
 * shared_buffers: PostgreSQL's default of 128MB lives inside PGlite's WebAssembly memory and is
 * touched (resident) as soon as the database starts; 16MB cuts the idle server's RSS by about as
 * much. The files are still cached by the operating system, which is where a small database's
 * pages come from after the first read. `startParams` replaces PGlite's defaults, hence the spread.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** pg_trgm: the document search index (migration 0003). */
export const pgliteExtensions = { pg_trgm };

export function pgliteOptions(dataDir: string | undefined, loadDataDir?: Blob): PGliteOptions<typeof pgliteExtensions> {
  return { dataDir, loadDataDir, extensions: pgliteExtensions, startParams: PGLITE_START_PARAMS };
}
