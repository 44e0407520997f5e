import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "./migrations-folder";
import { pgliteOptions } from "./pglite-settings";

/**
 * A fresh embedded database used to cost an initdb (a second WebAssembly program, about two seconds
 * and a few hundred MB of memory that stay resident) and every migration. `npm run build` does that
 * once, into a template beside the server bundle, and a fresh DATA_DIR starts as a copy of it
 * (decision 023). Migrations still run after the copy, so a template older than the code is only
 * slower, never wrong.
 */
export const TEMPLATE_DIR_NAME = "pglite-template";

/** The template `npm run build` made beside the bundle (apps/server/dist), if there is one. */
export function builtTemplateDir(): string | undefined {
  const dir = join(dirname(fileURLToPath(import.meta.url)), TEMPLATE_DIR_NAME);
  return existsSync(join(dir, "PG_VERSION")) ? dir : undefined;
}

/**
 * Creates `dir` as a migrated PGlite data directory, readable by everyone (it holds no data).
 * `migrations`: another migrations folder (tests make an older template with it).
 */
export async function createPgliteTemplate(dir: string, migrations = migrationsFolder()): Promise<void> {
  const staging = `${dir}.partial`;
  rmSync(staging, { recursive: true, force: true });
  const pg = new PGlite(pgliteOptions(staging));
  try {
    await pg.waitReady;
    await migrate(drizzle({ client: pg }), { migrationsFolder: migrations });
    await pg.exec("checkpoint");
  } finally {
    await pg.close();
  }
  // The image builds as root and runs as another user, who has to read the template to copy it.
  setModes(staging, 0o755, 0o644);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/**
 * The same migrated database as one file, PGlite's own dump (a tar archive), for databases in memory:
 * the tests open one per server, and loading the dump (`openDatabase({ kind: "pglite", dump })`) skips
 * initdb and the migrations, about 2.5 s each time (bench/README.md, "Test run").
 */
export async function createPgliteDump(file: string, migrations = migrationsFolder()): Promise<void> {
  const pg = new PGlite(pgliteOptions(undefined));
  try {
    await pg.waitReady;
    await migrate(drizzle({ client: pg }), { migrationsFolder: migrations });
    await pg.exec("checkpoint");
    const dump = await pg.dumpDataDir("none");
    // Written beside it and renamed: a reader never sees half a dump.
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
  } finally {
    await pg.close();
  }
}

/**
 * Copies the template into `pgDir` when that holds no database yet; returns whether it did. The
 * caller holds the data directory's lock. A directory that exists and is not empty is left to PGlite
 * as it is: it may be someone's data.
 */
export function seedFromTemplate(template: string, pgDir: string): boolean {
  if (!existsSync(join(template, "PG_VERSION"))) return false;
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) return false;
  // Copied beside it and renamed: a copy cut short (a crash, a full disk) never looks like a database.
  const partial = `${pgDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  copyTree(template, partial);
  rmSync(pgDir, { recursive: true, force: true });
  renameSync(partial, pgDir);
  return true;
}

/** Copies with the modes initdb gives a data directory: the owner only. */
function copyTree(from: string, to: string) {
  mkdirSync(to, { mode: 0o700 });
  chmodSync(to, 0o700);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else {
      copyFileSync(source, target);
      chmodSync(target, 0o600);
    }
  }
}

function setModes(dir: string, dirMode: number, fileMode: number) {
  chmodSync(dir, dirMode);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) setModes(path, dirMode, fileMode);
    else chmodSync(path, fileMode);
  }
}
