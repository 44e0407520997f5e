import { z } from "zod";
import type { HealthStatus } from "./health-status";

export { type HealthState, type HealthStatus, isHealthy } from "./health-status";

export const healthStateSchema = z.enum(["ok", "error"]);
export const healthStatusSchema = z.object({
  api: z.literal("ok"),
  db: healthStateSchema,
  auth: healthStateSchema,
}) satisfies z.ZodType<HealthStatus>;
