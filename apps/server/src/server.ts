import type { AddressInfo } from "node:net";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import { createMailer } from "./mail/mailer";
import { flushPendingMail } from "./mail/pending";
import { createRedisStorage } from "./redis-storage";
import { resolveAuthSecret } from "./secret";

export interface StartOptions {
  /** Use this database instead of opening the one the config names (tests). */
  database?: DatabaseHandle;
  webDistDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  auth: ReturnType<typeof createAuth>;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, then listens: nothing is served from an old schema. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
    ));
  const redis = config.redisUrl ? createRedisStorage(config.redisUrl) : undefined;
  try {
    await database.migrate();
    const auth = createAuth({
      config,
      db: database.db,
      secret: resolveAuthSecret(config.authSecret, config.dataDir),
      secondaryStorage: redis?.storage,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    });
    const app = createApp({ config, database, auth, pingAuthStorage: redis?.ping, webDistDir: options.webDistDir });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once("error", reject);
    });
    const port = (server.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      database,
      auth,
      close: () => {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            // Keep-alive connections would hold close() open; they carry no unfinished work.
            if ("closeIdleConnections" in server) server.closeIdleConnections();
          });
          await flushPendingMail();
          await redis?.close();
          if (!options.database) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await redis?.close();
    if (!options.database) await database.close();
    throw error;
  }
}
