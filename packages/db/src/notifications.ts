/** What a subscriber hears: each message, and whether it is hearing everything right now. */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /**
   * false when the listening connection is lost (messages sent meanwhile are missed), true once it
   * listens again. Whatever was learned from messages must be treated as stale across a false.
   */
  onLive(live: boolean): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY: messages between the server instances that share one database. The
 * implementation (pg-notifications.ts) needs `pg` and is loaded with the PostgreSQL driver only.
 */
export interface Notifications {
  /** Sends once the message is committed, to every instance listening on the channel (this one too). */
  publish(channel: string, payload: string): Promise<void>;
  /** Listens on its own connection, reconnecting after a loss; resolves once listening. */
  subscribe(channel: string, handlers: NotificationHandlers): Promise<{ close(): Promise<void> }>;
}

/** NOTIFY's payload limit (8,000 bytes in a default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7_900;
