import type { Database } from "@app/db";
import type { ApiKeyScope, HealthStatus } from "@app/domain";
import type { AuthSession, SessionReader } from "../auth-types/auth-api";
import type { Mailer } from "../mail/mailer";

export interface RpcContext {
  headers: Headers;
  /** better-auth's own permission check (its admin plugin's `userHasPermission`). */
  hasPermission: (userId: string, permissions: Record<string, string[]>) => Promise<boolean>;
  /** The caller's session without better-auth's endpoint machinery (auth/session-reader.ts). */
  readSession: SessionReader;
  db: Database;
  checkHealth: () => Promise<HealthStatus>;
  /** The client's address (http/client-ip.ts), worked out only when asked (the activity log). */
  clientIp: () => string | undefined;
  /** Sends one rendered mail (the ownership transfer's notices). */
  mailer: Mailer;
  publicUrl: string;
  /** Set on the public API (/api/v1): the key the call came with; its session is its creator's. */
  apiKey?: ApiKeyGrant;
}

/** What an API key allows: acting as its creator, in one organization, with one scope (decision 030). */
export interface ApiKeyGrant {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
}

export type Session = AuthSession;
