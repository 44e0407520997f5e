import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs one statement on the PostgreSQL server at `adminUrl`, on a connection of its own. */
async function onServer(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server at `adminUrl` (TEST_DATABASE_URL) for one test file or test
 * (also the deploy tests'): empty, or a copy of the database `template`; `drop` removes it, whoever is
 * still connected.
 */
export async function createTestDatabase(
  adminUrl: string,
  prefix = "test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}
