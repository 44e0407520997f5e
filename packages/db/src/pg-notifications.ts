import pg from "pg";
import type { Notifications } from "./notifications";

const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

export function postgresNotifications(url: string, pool: pg.Pool): Notifications {
  return {
    publish: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    subscribe: async (channel, handlers) => {
      let client: pg.Client | undefined;
      let closed = false;
      let attempt = 0;
      let retry: NodeJS.Timeout | undefined;

      const lost = () => {
        if (closed || !client) return;
        client.removeAllListeners();
        client.end().catch(() => {});
        client = undefined;
        handlers.onLive(false);
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
        retry = setTimeout(() => connect().catch(() => {}), delay);
        retry.unref();
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on("error", () => lost());
        next.on("end", () => lost());
        next.on("notification", (message) => {
          if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
        });
        client = next;
        try {
          await next.connect();
          await next.query(`listen ${pg.escapeIdentifier(channel)}`);
          attempt = 0;
          if (closed) await next.end();
          else handlers.onLive(true);
        } catch (error) {
          if (client === next) lost();
          throw error;
        }
      };

      try {
        await connect();
      } catch (error) {
        // The first connection is the caller's to fail on; only later losses are retried.
        closed = true;
        clearTimeout(retry);
        throw error;
      }
      return {
        close: async () => {
          closed = true;
          clearTimeout(retry);
          const last = client;
          client = undefined;
          last?.removeAllListeners();
          await last?.end().catch(() => {});
        },
      };
    },
  };
}
