/** The server as a process: start-up refusals and clean shutdown (DESIGN: one process per PGlite directory). */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireDirectoryLock } from "@app/db";
import { seedFromTemplate } from "@app/db/pglite-template";
import { afterEach, describe, expect, inject, it } from "vitest";

const main = join(import.meta.dirname, "..", "src", "main.ts");
const built = existsSync(join(import.meta.dirname, "..", "dist", "main.js"));
const repoRoot = join(import.meta.dirname, "..", "..", "..");
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "dashboard-process-"));
  dirs.push(dir);
  return dir;
}

function startProcess(env: Record<string, string>) {
  // Node with tsx's loader rather than the tsx command, which relays signals to a child of its own
  // and lost a SIGTERM under load in trials (shutdown.test.ts).
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", DATABASE_URL: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, ms = 90_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

let running: ChildProcess | undefined;
/** A process group started for a test: killed whole, so nothing outlives a failed test. */
let group: number | undefined;
afterEach(() => {
  running?.kill("SIGKILL");
  running = undefined;
  if (group) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // already gone
    }
    group = undefined;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("server process", () => {
  it("refuses to start on a PGlite directory another process holds, with a clear message", async () => {
    const dir = tempDir();
    const release = acquireDirectoryLock(dir);
    try {
      const server = startProcess({ DATA_DIR: dir });
      running = server.child;
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`The data directory ${dir} is in use by another process (pid ${process.pid})`);
    } finally {
      release();
    }
  });

  it("refuses to start on bad configuration, naming the variable", async () => {
    const server = startProcess({ DATA_DIR: tempDir(), PORT: "not-a-port" });
    running = server.child;
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a port number (got "not-a-port")');
  });

  it("shuts down cleanly on SIGTERM and gives the directory back", async () => {
    const dir = tempDir();
    // Migrated already, as a fresh DATA_DIR of the built server is (its template, decision 023): from
    // source, main.ts has none, and an initdb with every migration took seconds of the child's start.
    seedFromTemplate(inject("pgliteTemplate"), join(dir, "pglite"));
    const server = startProcess({ DATA_DIR: dir });
    running = server.child;
    await waitFor(() => server.output().includes("Server listening"));
    expect(existsSync(join(dir, "server.lock"))).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received, shutting down");
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  }, 120_000);

  /**
   * `npm start` ends in `exec npm run serve`, whose `exec node apps/server/dist/main.js` makes the server
   * npm's own child: npm passes SIGTERM and SIGINT on to it (through a shell it would not, and the
   * server kept running). Ctrl-C sends SIGINT to the whole process group, so the server gets it twice.
   */
  describe.each([
    ["SIGTERM to npm", (npm: ChildProcess): void => void npm.kill("SIGTERM"), "SIGTERM"],
    [
      "Ctrl-C (SIGINT to the process group)",
      (npm: ChildProcess): void => void process.kill(-(npm.pid as number), "SIGINT"),
      "SIGINT",
    ],
  ] as const)("started by npm (npm run serve, after a build), %s", (_, stop, signal) => {
    it.skipIf(!built)(
      "stops the server with its graceful close, and npm exits 0",
      async () => {
        const dir = tempDir();
        const npm = spawn("npm", ["run", "--silent", "serve"], {
          cwd: repoRoot,
          env: { ...process.env, NODE_ENV: "production", PORT: "0", DATABASE_URL: "", REDIS_URL: "", DATA_DIR: dir },
          stdio: ["ignore", "pipe", "pipe"],
          // A process group of its own, as a terminal gives a command.
          detached: true,
        });
        running = npm;
        let output = "";
        npm.stdout?.on("data", (d) => {
          output += d;
        });
        npm.stderr?.on("data", (d) => {
          output += d;
        });
        const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
        await waitFor(() => output.includes("Server listening"));
        const serverPid = JSON.parse(output.split("\n").find((line) => line.includes("Server listening")) ?? "{}").pid;
        expect(serverPid).not.toBe(npm.pid);
        stop(npm);
        expect(await exited).toBe(0);
        expect(output).toContain(`${signal} received, shutting down`);
        expect(output).toContain('"msg":"shut down"');
        expect(existsSync(join(dir, "server.lock"))).toBe(false);
        expect(() => process.kill(serverPid, 0)).toThrow(); // the server process is gone
      },
      120_000,
    );
  });
});
