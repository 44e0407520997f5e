import type { Database } from "@app/db";
import type { Auth } from "../auth/auth";
import type { HealthDeps } from "../health/health";

export interface RpcContext {
  headers: Headers;
  auth: Auth;
  db: Database;
  health: HealthDeps;
}

export type Session = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
