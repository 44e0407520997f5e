/**
 * npm run db:export -- --out dump.sql      SQL dump of the embedded database, for psql into PostgreSQL
 * npm run db:backup -- [--out file.tar.gz] copy of the embedded database (server stopped)
 * npm run db:restore -- file.tar.gz [--replace]
 * DATA_DIR as for the server (default ./data).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DirectoryLockedError } from "./directory-lock";
import { backupPglite, exportPgliteSql, restorePglite, writeOutput } from "./export";

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: "string" }, replace: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "data");
  if (process.env.DATABASE_URL?.trim()) {
    console.error("DATABASE_URL is set: these tools are for the embedded database. Back up PostgreSQL with pg_dump.");
  }
  switch (command) {
    case "export": {
      if (!values.out) throw new Error("Name the file: npm run db:export -- --out dump.sql");
      writeOutput(values.out, await exportPgliteSql(dataDir));
      console.error(`Wrote ${values.out}. Load it with: psql -v ON_ERROR_STOP=1 -d <empty database> -f ${values.out}`);
      return;
    }
    case "backup": {
      const out = values.out ?? `dashboard-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      writeOutput(out, await backupPglite(dataDir));
      console.error(`Wrote ${out}. Keep ${resolve(dataDir, "auth-secret")} too, unless BETTER_AUTH_SECRET is set.`);
      return;
    }
    case "restore": {
      const file = positionals[0];
      if (!file) throw new Error("Name the backup: npm run db:restore -- backup.tar.gz [--replace]");
      const { movedAside } = await restorePglite(dataDir, file, { replace: values.replace });
      console.error(`Restored ${file} into ${resolve(dataDir, "pglite")}.`);
      if (movedAside) console.error(`The previous database was moved to ${movedAside}.`);
      return;
    }
    default:
      throw new Error(`Unknown command "${command ?? ""}": use export, backup or restore.`);
  }
}

main().catch((error) => {
  console.error(
    error instanceof DirectoryLockedError
      ? `${error.message} Stop the server first: its files are only consistent while no process writes them.`
      : (error as Error).message,
  );
  process.exit(1);
});
