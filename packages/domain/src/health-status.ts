// No zod here: the home page's status card reads this at first render (decision 022).
// health.ts holds the schema and checks that it describes this same shape.

export type HealthState = "ok" | "error";
export interface HealthStatus {
  api: "ok";
  db: HealthState;
  auth: HealthState;
}

export function isHealthy(status: HealthStatus): boolean {
  return status.db === "ok" && status.auth === "ok";
}
