import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh, empty PostgreSQL database on the server `url` points at, for one bench run: `url` names
 * it, `drop` removes it (also with connections still open).
 */
export async function temporaryDatabase(
  url: string,
  prefix = "bench",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}
