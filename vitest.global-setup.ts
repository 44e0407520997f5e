// Made once per test run: what the tests import that the build would otherwise make (Paraglide's
// compiled messages, decision 032; the postal-code asset), and the migrated databases every test
// database starts as (packages/db/test/template-databases.ts).
import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, pgliteDump, pgliteTemplate } from "./packages/db/test/template-databases";
import { buildPlzAsset } from "./packages/plz/build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite database as a dump file (createPgliteDump). */
    pgliteDump: string;
    /** The same database as a data directory, for a fresh DATA_DIR to start as (pgliteTemplate). */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, to create test databases from. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  // In a process of its own, which exits when done (a compile leaves 30 s timers behind, scripts/compile.mjs);
  // a fraction of a second when no catalogue changed.
  execFileSync(process.execPath, ["packages/i18n/scripts/compile.mjs"], { stdio: "inherit" });
  buildPlzAsset();
  const dump = await pgliteDump();
  project.provide("pgliteDump", dump);
  project.provide("pgliteTemplate", await pgliteTemplate(dump));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : undefined;
  project.provide("postgresTemplate", template?.name);
  return async () => {
    await template?.drop();
  };
}
