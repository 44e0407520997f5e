import type { Database } from "@app/db";
import type { Auth } from "../auth/auth";
import type { AuthSession, SessionReader } from "../auth/session-reader";
import type { HealthDeps } from "../health/health";

export interface RpcContext {
  headers: Headers;
  auth: Auth;
  /** The caller's session without better-auth's endpoint machinery (auth/session-reader.ts). */
  readSession: SessionReader;
  db: Database;
  health: HealthDeps;
}

export type Session = AuthSession;
