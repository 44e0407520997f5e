import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        "PGlite allows one process per directory: stop that process or set DATA_DIR to another directory.",
    );
    this.name = "DirectoryLockedError";
  }
}

/** Directories this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, "utf8"), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes `<dir>/server.lock` for this process; returns the function that gives it back.
 * A lock file whose process is gone (a crash, a restarted container) is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const key = resolve(dir);
  if (heldHere.has(key)) throw new DirectoryLockedError(dir, process.pid);
  const path = join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(key);
        // Remove only our own lock, never one another process has taken since.
        if (readPid(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = readPid(path);
      if (Number.isInteger(pid) && isAlive(pid) && pid !== process.pid) throw new DirectoryLockedError(dir, pid);
      // Left behind by a process that died (or by an earlier run of this pid): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
