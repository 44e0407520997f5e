import type { Auth } from "../auth/auth";
import type { HealthDeps } from "../health/health";

export interface RpcContext {
  headers: Headers;
  auth: Auth;
  health: HealthDeps;
}

/** The session of the caller, read once per request and only by procedures that need it. */
export async function getSession(context: RpcContext) {
  return context.auth.api.getSession({ headers: context.headers });
}
