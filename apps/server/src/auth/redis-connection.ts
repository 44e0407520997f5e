import { Redis } from "ioredis";
import { type Logger, safeErrorMessage } from "../observability/logger";

export interface RedisTiming {
  /** How long one command may take before Redis counts as away (a few hundred ms: decision 017). */
  timeoutMs: number;
  /** How often a PING checks it while in use, and a probe looks for it while away. */
  probeMs: number;
}

export const REDIS_TIMING: RedisTiming = { timeoutMs: 300, probeMs: 1000 };

/** What a command answered, or `undefined` when Redis is away or did not answer in time. */
export type Outcome<T> = { value: T } | undefined;

export interface RedisConnection {
  /** Runs a command when Redis is in use; a failure or a timeout marks it away and gives `undefined`. */
  run<T>(command: (redis: Redis) => Promise<T>): Promise<Outcome<T>>;
  available(): boolean;
  /** Called on every change: true when Redis is in use again, false when it went away. */
  onChange(listener: (available: boolean) => void): void;
  /** Resolves when Redis is in use, or after `ms` without it (the server then starts degraded). */
  firstConnection(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Waits at most `ms` for `promise`. The verdict waits for one more turn of the event loop
 * (`setImmediate` after the timer): when the event loop itself was busy for longer than `ms`, an
 * answer that arrived meanwhile is read first, so a slow server is not taken for a slow Redis.
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`no answer from Redis within ${ms} ms`));
        }),
      ms,
    );
    promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * One ioredis client that never makes a request wait on an unreachable Redis (decision 017):
 *
 * - No offline queue and no retries per command: while ioredis has no connection, a command fails at
 *   once instead of waiting for a reconnect; a command outstanding when the connection drops fails
 *   too (it is not sent again later).
 * - Every command has `timeoutMs`; the first failure or timeout marks Redis as away, and from then on
 *   `run` answers `undefined` without sending anything, so the caller falls back (database, memory).
 * - A PING every `probeMs` notices an outage without traffic; while away, a probe looks for Redis
 *   again (a connection that stays unanswered, e.g. a paused Redis, is replaced). When it answers,
 *   `prepare` runs before Redis is in use again: the storage starts its cache afresh there
 *   (redis-storage.ts), so nothing written before or during the outage is read after it.
 * - One log line when Redis goes and one when it is back; `onChange` listeners feed the metric.
 */
export function connectRedis(
  url: string,
  log: Logger,
  {
    scripts,
    prepare,
  }: {
    /** Lua scripts with one key each, defined as commands of the client (ioredis sends EVALSHA). */
    scripts: Record<string, string>;
    prepare: (redis: Redis, afterOutage: boolean) => Promise<void>;
  },
  timing: RedisTiming = REDIS_TIMING,
): RedisConnection {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: Math.max(timing.timeoutMs, 1000),
    // Reconnects quickly and keeps trying; requests do not wait for it meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 100, timing.probeMs),
  });
  for (const [name, lua] of Object.entries(scripts)) redis.defineCommand(name, { numberOfKeys: 1, lua });
  let available = false;
  let everAvailable = false;
  let closed = false;
  let probing: Promise<void> | undefined;
  let lastError = "";
  let stuckProbes = 0;
  const listeners: Array<(available: boolean) => void> = [];

  // ioredis reports every failed reconnect: kept at debug level, the outage itself is one line.
  redis.on("error", (error: Error) => {
    lastError = error.message;
    log.debug({ error: error.message }, "redis connection error");
  });

  const lose = (error: unknown) => {
    if (!available || closed) return;
    available = false;
    // A command refused for want of a connection says little; the connection's own error says why.
    log.warn(
      { error: safeErrorMessage(error), connectionError: lastError || undefined },
      "redis unavailable: sessions are read from the database and rate limits counted in memory until it is back",
    );
    for (const listener of listeners) listener(false);
  };
  redis.on("close", () => lose(new Error(lastError || "connection closed")));

  const probe = async () => {
    if (closed) return;
    if (available) {
      await within(redis.ping(), timing.timeoutMs).catch(lose);
      return;
    }
    if (redis.status !== "ready") {
      // Connected but the ready check gets no answer (a paused Redis): try a fresh connection.
      if (redis.status === "connect" && ++stuckProbes >= 2) {
        stuckProbes = 0;
        redis.disconnect(true);
      }
      return;
    }
    stuckProbes = 0;
    try {
      await within(redis.ping(), timing.timeoutMs);
      await within(prepare(redis, everAvailable), timing.timeoutMs);
    } catch (error) {
      lastError = safeErrorMessage(error);
      // An unanswered connection may stay open for minutes: replace it.
      if (redis.status === "ready") redis.disconnect(true);
      return;
    }
    if (closed) return;
    available = true;
    lastError = "";
    if (everAvailable) log.info("redis available again: its cache starts empty");
    else log.info("redis connected");
    everAvailable = true;
    for (const listener of listeners) listener(true);
  };
  const runProbe = () => {
    probing ??= probe().finally(() => {
      probing = undefined;
    });
    return probing;
  };
  const timer = setInterval(runProbe, timing.probeMs);
  timer.unref();
  redis.on("ready", () => void runProbe());

  return {
    async run(command) {
      if (!available) return undefined;
      try {
        return { value: await within(command(redis), timing.timeoutMs) };
      } catch (error) {
        lose(error);
        return undefined;
      }
    },
    available: () => available,
    onChange: (listener) => void listeners.push(listener),
    firstConnection: async (ms) => {
      const end = Date.now() + ms;
      while (!available && !closed && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
      if (!available && !closed)
        log.warn(
          { error: lastError || "no answer" },
          "redis unavailable at start: sessions are read from the database and rate limits counted in memory until it answers",
        );
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      await within(redis.quit(), timing.timeoutMs).catch(() => redis.disconnect());
    },
  };
}
