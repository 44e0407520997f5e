import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DirectoryLockedError } from "../src/directory-lock";

const holderScript = fileURLToPath(new URL("./fixtures/hold-lock.ts", import.meta.url));

/** Starts another process that holds the lock on dir, and resolves once it does. */
function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", holderScript, dir], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdout?.on("data", (chunk) => String(chunk).includes("locked") && resolve(child));
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}: ${stderr}`)));
  });
}

function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe("acquireDirectoryLock", () => {
  let dir: string;
  let lockFile: string;
  let holder: ChildProcess | undefined;
  const releases: Array<() => void> = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "lock-test-"));
    lockFile = join(dir, "server.lock");
  });
  afterEach(async () => {
    if (holder) await killAndWait(holder);
    holder = undefined;
    for (const release of releases.splice(0)) release();
    rmSync(dir, { recursive: true, force: true });
  });

  const acquire = () => {
    const release = acquireDirectoryLock(dir);
    releases.push(release);
    return release;
  };

  it("writes this process's pid into <dir>/server.lock and removes it on release", () => {
    const release = acquire();
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses while another live process holds the lock, naming its pid", async () => {
    holder = await holdInAnotherProcess(dir);
    expect(() => acquire()).toThrow(DirectoryLockedError);
    expect(() => acquire()).toThrow(`in use by another process (pid ${holder.pid})`);
    expect(readFileSync(lockFile, "utf8")).toBe(String(holder.pid));
  });

  it("takes over once the holding process has died without releasing", async () => {
    holder = await holdInAnotherProcess(dir);
    await killAndWait(holder);
    expect(existsSync(lockFile)).toBe(true);
    acquire();
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
  });

  it("refuses a second acquire while this process still holds it", () => {
    acquire();
    expect(() => acquire()).toThrow(DirectoryLockedError);
  });

  it("can be acquired again after release", () => {
    acquire()();
    acquire();
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
  });

  it("takes over a stale lock file holding a dead pid", () => {
    expect(() => process.kill(999_999, 0)).toThrow(); // no such process here
    writeFileSync(lockFile, "999999");
    acquire();
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
  });
});
