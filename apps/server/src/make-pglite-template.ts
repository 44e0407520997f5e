// Run by build.mjs once the bundle is written: migrates a fresh embedded database into
// dist/pglite-template, which a fresh DATA_DIR starts as a copy of (decision 023).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPgliteTemplate, TEMPLATE_DIR_NAME } from "@app/db/pglite-template";

await createPgliteTemplate(join(dirname(fileURLToPath(import.meta.url)), TEMPLATE_DIR_NAME));
