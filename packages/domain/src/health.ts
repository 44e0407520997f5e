import { z } from "zod";

export const healthStateSchema = z.enum(["ok", "error"]);
export const healthStatusSchema = z.object({
  api: z.literal("ok"),
  db: healthStateSchema,
  auth: healthStateSchema,
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export function isHealthy(status: HealthStatus): boolean {
  return status.db === "ok" && status.auth === "ok";
}
