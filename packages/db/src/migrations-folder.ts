import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The SQL migrations live in packages/db/migrations; the server build copies them next to
 * its bundle (dist/migrations), because a bundle no longer knows where its sources were.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "migrations"), join(here, "..", "migrations")];
  const found = candidates.find((dir) => existsSync(join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`No migrations found in ${candidates.join(" or ")}`);
  return found;
}
