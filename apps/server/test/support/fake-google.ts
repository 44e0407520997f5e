/**
 * The e2e tests' stand-in for Google (e2e/support/fake-google-provider.mjs), started for an
 * integration test, and the OAuth round trip a browser would make through it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { TestClient } from "./client";

const script = fileURLToPath(new URL("../../../../e2e/support/fake-google-provider.mjs", import.meta.url));
export const GOOGLE_CLIENT = { id: "it-google-client", secret: "it-google-secret" };

export interface FakeGoogle {
  baseUrl: string;
  env: Record<string, string>;
  stop(): void;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      FAKE_GOOGLE_PORT: String(port),
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
    },
    stdio: "ignore",
  });
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error("fake Google provider did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_OAUTH_BASE_URL: baseUrl,
    },
    stop: () => child.kill(),
  };
}

/**
 * The OAuth round trip a browser makes to sign `client` in with Google as `email`, made by hand:
 * the answer of the app's callback (whatever it says).
 */
export async function googleCallback(client: TestClient, email: string, name: string): Promise<Response> {
  const started = await client.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const authorize = new URL(url);
  const form = new URLSearchParams(authorize.searchParams);
  form.set("email", email);
  form.set("name", name);
  const chosen = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  const callback = new URL(chosen.headers.get("location") ?? "");
  return client.request(`${callback.pathname}${callback.search}`);
}

/** Signs `client` in with Google as `email`. */
export async function signInWithGoogle(client: TestClient, email: string, name: string): Promise<void> {
  const finished = await googleCallback(client, email, name);
  expect(finished.status).toBe(302);
  expect(finished.headers.get("location")).toBe("/dashboard");
}
