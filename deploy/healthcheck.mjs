// The container's HEALTHCHECK (node:slim has no curl): the process answers /api/health/live.
// Liveness only: a database outage must not get every instance restarted at once.
const port = process.env.PORT || "3000";
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(3000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
