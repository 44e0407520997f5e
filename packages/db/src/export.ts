import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { acquireDirectoryLock } from "./directory-lock";
import { pgliteOptions } from "./pglite-settings";

/**
 * Tools for the embedded database's data directory (`DATA_DIR/pglite`). Each takes the directory's
 * lock first: PGlite does not lock its files, and two processes on one directory destroy it. While
 * the server runs they therefore refuse, naming its process (DirectoryLockedError), rather than read
 * files that are being written.
 */
async function withPglite<T>(dataDir: string, use: (pg: PGlite) => Promise<T>): Promise<T> {
  const dir = join(dataDir, "pglite");
  if (!existsSync(join(dir, "PG_VERSION"))) throw new Error(`No embedded database in ${dir}.`);
  const release = acquireDirectoryLock(dataDir);
  try {
    const pg = new PGlite(pgliteOptions(dir));
    try {
      await pg.waitReady;
      return await use(pg);
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

// PGlite is PostgreSQL 18; its pg_dump sets parameters that older servers do not know. They are
// all set to their defaults, so dropping them changes nothing.
const NEWER_SETTINGS = /^SET transaction_timeout = 0;\n/gm;

/**
 * A plain SQL dump (schema, data, and drizzle's record of applied migrations) that `psql` loads into
 * an empty PostgreSQL database (14 or newer), after which the server on DATABASE_URL carries on.
 */
export async function exportPgliteSql(dataDir: string): Promise<string> {
  return withPglite(dataDir, async (pg) => {
    const file = await pgDump({ pg, args: ["--no-owner", "--no-privileges", "--quote-all-identifiers"] });
    return (await file.text()).replace(NEWER_SETTINGS, "");
  });
}

/** A consistent copy of the whole data directory (gzip tarball), taken while no server has it open. */
export async function backupPglite(dataDir: string): Promise<Uint8Array> {
  return withPglite(dataDir, async (pg) => new Uint8Array(await (await pg.dumpDataDir("gzip")).arrayBuffer()));
}

/**
 * Replaces the embedded database with a backup. An existing database is moved aside (never deleted),
 * and only when `replace` is set; the returned path names where it went.
 */
export async function restorePglite(
  dataDir: string,
  backupFile: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<{ movedAside?: string }> {
  const backup = new Blob([readFileSync(backupFile)]);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirectoryLock(dataDir);
  try {
    const dir = join(dataDir, "pglite");
    let movedAside: string | undefined;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!replace) {
        throw new Error(`${dir} already holds a database. Run again with --replace to move it aside and restore.`);
      }
      movedAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dir, movedAside);
    }
    const pg = new PGlite({ ...pgliteOptions(dir), loadDataDir: backup });
    try {
      await pg.waitReady;
      await pg.query("select 1");
    } finally {
      await pg.close();
    }
    return { movedAside };
  } finally {
    release();
  }
}

export function writeOutput(path: string, content: string | Uint8Array) {
  writeFileSync(path, content, { mode: 0o600 });
}
