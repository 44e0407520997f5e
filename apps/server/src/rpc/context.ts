import type { Database } from "@app/db";
import type { HealthStatus } from "@app/domain";
import type { AuthSession, SessionReader } from "../auth-types/auth-api";

export interface RpcContext {
  headers: Headers;
  /** better-auth's own permission check (its admin plugin's `userHasPermission`). */
  hasPermission: (userId: string, permissions: Record<string, string[]>) => Promise<boolean>;
  /** The caller's session without better-auth's endpoint machinery (auth/session-reader.ts). */
  readSession: SessionReader;
  db: Database;
  checkHealth: () => Promise<HealthStatus>;
}

export type Session = AuthSession;
