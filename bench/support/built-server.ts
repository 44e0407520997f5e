import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// BENCH_SERVER_MAIN (with WEB_DIST_DIR for its web part): a copy of a build, so two builds can be compared.
const main =
  process.env.BENCH_SERVER_MAIN ?? join(import.meta.dirname, "..", "..", "apps", "server", "dist", "main.js");

/**
 * The built server (`npm run build`) on the embedded database, in a fresh temporary DATA_DIR, as the
 * first-page benches measure it; resolves once /api/health answers. `stop` ends it and removes the
 * directory.
 */
export async function startBuiltServer(port: number, name: string): Promise<{ origin: string; stop(): void }> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: "inherit",
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error("server did not start");
}
