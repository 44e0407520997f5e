/**
 * A Redis of the test's own (a `redis-server` child process on a free port), which it can stop,
 * start again empty, or pause: the outage tests and the cluster test must never touch a shared Redis.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { connect } from "node:net";
import { freePort } from "./free-port";

/** Whether `redis-server` can be started on this machine. */
export function hasRedisServer(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the process (SIGKILL): connections are refused until `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (no persistence). */
  start(): Promise<void>;
  /** SIGSTOP: connections are accepted by the kernel and then nothing answers, like a hung Redis. */
  pause(): void;
  /** SIGCONT after `pause`: it answers again, with everything it held. */
  resume(): void;
  close(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

export async function startOwnRedis(port?: number): Promise<OwnRedis> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    if (await answers(chosen)) throw new Error(`port ${chosen} already has a Redis: it would not be this test's own`);
    const proc = spawn(
      "redis-server",
      ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    child = proc;
    exited = new Promise((resolve) => proc.once("exit", () => resolve()));
    const end = Date.now() + 10_000;
    while (!(await answers(chosen))) {
      if (proc.exitCode !== null) throw new Error(`redis-server on port ${chosen} exited (${proc.exitCode})`);
      if (Date.now() > end) throw new Error(`redis-server on port ${chosen} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const stop = async () => {
    child?.kill("SIGCONT");
    child?.kill("SIGKILL");
    await exited;
    child = undefined;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop,
    start,
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    close: stop,
  };
}
