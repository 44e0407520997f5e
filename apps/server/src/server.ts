import { setServers } from "node:dns";
import type { Server } from "node:http";
import { syncBuiltinESMExports } from "node:module";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { type DatabaseHandle, openDatabase } from "@app/db";
import { serve } from "@hono/node-server";
import type { SecondaryStorage } from "better-auth";
import type { DestinationStream } from "pino";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { createMemoryStorage } from "./auth/memory-storage";
import { createReplicatedStorage } from "./auth/replicated-storage";
import { withSessionCacheMetrics } from "./auth/session-cache-metrics";
import type { Config } from "./config";
import { errorBody } from "./errors/answers";
import { trackInFlight } from "./http/graceful-close";
import { createMailer } from "./mail/mailer";
import { flushPendingMail } from "./mail/pending";
import { obligationReminderQueue, type ReminderTiming } from "./obligations/obligation-reminders";
import { createLogger, type Logger } from "./observability/logger";
import type { Metrics } from "./observability/metrics";
import { serveMetricsLocally } from "./observability/metrics-endpoint";
import { currentRequest } from "./observability/request-context";
import {
  countQueuedMail,
  type OutboxTiming,
  type OutboxWorker,
  outboxMailer,
  startOutboxWorker,
} from "./outbox/outbox";
import { resolveAuthSecret } from "./secret";
import { type WebhookTiming, webhookQueue } from "./webhooks/webhook-delivery";

export interface StartOptions {
  /** Use this database instead of opening the one the config names (tests); the caller closes it. */
  database?: DatabaseHandle;
  /** The config's database, already being opened by the caller (main.ts); the server closes it. */
  openingDatabase?: Promise<DatabaseHandle>;
  webDistDir?: string;
  /** Where the log lines go instead of stdout (tests). */
  logStream?: DestinationStream;
  /** The mail outbox's retry timing and clock (tests shorten them); decision 029 has the defaults. */
  outbox?: Partial<OutboxTiming>;
  /** The webhooks' retry schedule, lease and clock (tests shorten them); decision 036 has the defaults. */
  webhooks?: Partial<WebhookTiming>;
  /**
   * The clock that counts days: the obligations' days left and their reminders (decision 040); the
   * outbox's clock unless given. Tests move it.
   */
  now?: () => Date;
  /** How often the reminders' sweep runs and how many documents it reads at once. */
  reminders?: Partial<Omit<ReminderTiming, "now">>;
}

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  auth: ReturnType<typeof createAuth>;
  log: Logger;
  metrics?: Metrics;
  /** The loopback-only metrics port (METRICS_PORT), when configured. */
  metricsPort?: number;
  /** Stops accepting connections, waits (bounded) for requests in progress, then closes the database. */
  close(): Promise<void>;
}

/** How long the start waits for Redis's first answer before it goes on without it. */
const REDIS_START_WAIT_MS = 1000;

const instrumented = (storage: SecondaryStorage | undefined, metrics: Metrics | undefined) =>
  storage && metrics ? withSessionCacheMetrics(storage, metrics.sessionCache) : storage;

/** Opens the database, applies migrations, then listens: nothing is served from an old schema. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = createLogger({
    level: config.logLevel,
    pretty: config.nodeEnv === "development",
    stream: options.logStream,
  });
  const database =
    options.database ??
    (await (options.openingDatabase ??
      openDatabase(
        config.databaseUrl
          ? { kind: "postgres", url: config.databaseUrl }
          : { kind: "pglite", dataDir: config.dataDir },
      )));
  // The domain checks of SSO ask these DNS servers (split DNS, the tests' own server); the process's
  // resolver is the one better-auth's SSO plugin uses (decision 035).
  // `setServers` swaps the resolver behind node:dns's CommonJS exports only; the ES module namespace of
  // node:dns/promises, which the plugin imports, keeps the resolver it first saw unless synced. Without
  // this, a second server in one process (the test workers) asked the first one's DNS servers.
  if (config.sso.dnsServers.length > 0) {
    setServers(config.sso.dnsServers);
    syncBuiltinESMExports();
  }
  // A request's statements go ahead of those of requests that came later (decision 026).
  database.orderQueriesBy?.(() => currentRequest()?.startedAt);
  // ioredis and prom-client are loaded only when configured: the embedded database's server starts
  // faster and smaller without them (decision 023).
  const redis = config.redisUrl
    ? (await import("./auth/redis-storage")).createRedisStorage(config.redisUrl, log)
    : undefined;
  // Not a condition to start (decision 017): without an answer the instance starts degraded and
  // takes Redis up when it answers.
  const redisConnected = redis?.firstConnection(REDIS_START_WAIT_MS);
  // Sessions from memory on the embedded database (one process); from Redis, shared, when there is
  // one; from memory kept in step by LISTEN/NOTIFY on PostgreSQL without Redis (decision 021).
  const memory = !redis && database.kind === "pglite" ? createMemoryStorage() : undefined;
  let replicated: Awaited<ReturnType<typeof createReplicatedStorage>> | undefined;
  const metrics =
    config.metrics.token || config.metrics.port !== undefined
      ? (await import("./observability/metrics")).createMetrics({
          poolStats: database.poolStats,
          observeQueries: database.observeQueries,
          queuedMail: () => countQueuedMail(database.db),
          redis,
        })
      : undefined;
  let metricsServer: Awaited<ReturnType<typeof serveMetricsLocally>> | undefined;
  let mailWorker: OutboxWorker | undefined;
  try {
    await database.migrate();
    // Mail is written to the outbox table and delivered by this worker (decision 029): a mail queued
    // here wakes it at once, mail of other instances and retries are found by its poll.
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    // The same worker delivers webhooks (decision 036): their events wait in the database like mail.
    const webhooks = webhookQueue({
      db: database.db,
      secretKey: secret,
      allowedHosts: config.webhooks.allowedHosts,
      publicUrl: config.publicUrl,
      mailQueued: () => mailWorker?.wake(),
      log,
      timing: { ...(options.outbox?.now ? { now: options.outbox.now } : {}), ...options.webhooks },
    });
    const now = options.now ?? options.outbox?.now ?? (() => new Date());
    const reminders = obligationReminderQueue({
      db: database.db,
      publicUrl: config.publicUrl,
      timing: { ...options.reminders, now },
      mailQueued: () => mailWorker?.wake(),
      log,
    });
    mailWorker = startOutboxWorker({
      db: database.db,
      deliver: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
      log,
      metrics: metrics?.mailOutbox,
      timing: options.outbox,
      queues: [webhooks, reminders],
    });
    const worker = mailWorker;
    // An event written by any instance (or a trigger of this one) wakes the worker when it commits.
    const stopListening = database.notifications
      ? (
          await database.notifications.subscribe("webhook_event", {
            onMessage: () => worker.wake(),
            onLive: (live) => live && worker.wake(),
          })
        ).close
      : await database.listenLocally?.("webhook_event", () => worker.wake());
    const mailer = outboxMailer(database.db, { now: options.outbox?.now, queued: () => worker.wake() });
    if (!redis && database.notifications) replicated = await createReplicatedStorage(database.notifications, log);
    const auth = createAuth({
      config,
      db: database.db,
      secret,
      secondaryStorage: instrumented(redis?.storage ?? memory?.storage ?? replicated?.storage, metrics),
      mailer,
      log,
    });
    const app = createApp({
      config,
      database,
      auth,
      redisState: redis?.state,
      webDistDir: options.webDistDir,
      log,
      metrics,
      mailer,
      webhooks: { allowedHosts: config.webhooks.allowedHosts, secretKey: secret, wake: () => worker.wake() },
      now,
    });
    await redisConnected;
    if (metrics && config.metrics.port !== undefined)
      metricsServer = await serveMetricsLocally(metrics, config.metrics.port);
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
      s.once("error", reject);
      s.on("clientError", answerClientError);
    });
    const requests = trackInFlight(server);
    const port = (server.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      database,
      auth,
      log,
      metrics,
      metricsPort: metricsServer?.port,
      close: () => {
        closing ??= (async () => {
          const drained = await requests.close();
          if (!drained) log.warn("requests still running at the end of the shutdown delay were cut off");
          await metricsServer?.close();
          metrics?.close();
          // Mail still being queued is written, the delivery in progress finishes; the rest waits
          // in the table for the next start or another instance.
          await flushPendingMail();
          // A database already closed (or lost) has no listener left to end.
          await stopListening?.().catch(() => {});
          await worker.stop();
          await redis?.close();
          memory?.close();
          await replicated?.close();
          if (!options.database) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await mailWorker?.stop();
    await metricsServer?.close();
    metrics?.close();
    await redis?.close();
    memory?.close();
    await replicated?.close();
    if (!options.database) await database.close();
    throw error;
  }
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (a URL or headers over 16 KB, a
 * malformed request line) still get a JSON `{ message, code }`, not Node's bare status line.
 */
// i18n-ignore: no request was read, so there is no language to answer in (no cookie, no Accept-Language): English.
const HEADERS_TOO_LARGE = [
  431,
  "Request Header Fields Too Large",
  "REQUEST_HEADER_FIELDS_TOO_LARGE",
  "The URL or the headers are too large",
] as const;
// i18n-ignore: answered before any request (and its language) exists
const REQUEST_TIMEOUT = [408, "Request Timeout", "REQUEST_TIMEOUT", "The request took too long to arrive"] as const;
// i18n-ignore: answered before any request (and its language) exists
const MALFORMED = [400, "Bad Request", "BAD_REQUEST", "Malformed HTTP request"] as const;

function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? HEADERS_TOO_LARGE
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? REQUEST_TIMEOUT
        : MALFORMED;
  // The path, from the request line read so far: SCIM's paths answer in SCIM's error shape.
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  const path = Buffer.isBuffer(raw) ? (/^[A-Z]+ (\/[^\s?]*)/.exec(raw.toString("latin1", 0, 512))?.[1] ?? "") : "";
  const { body, contentType } = errorBody(path, { status, code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
