import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";

describe.each(backends)("health on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  it("GET /api/health reports every part ok", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ api: "ok", db: "ok", auth: "ok" });
  });

  it("the RPC health procedure answers the same", async () => {
    const { status, body } = await server.client().rpc("health");
    expect(status).toBe(200);
    expect(body).toEqual({ api: "ok", db: "ok", auth: "ok" });
  });
});

describe("health when the database is gone", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backends[0]);
  });
  afterAll(() => server?.stop());

  it("answers 503 and names the failing parts", async () => {
    await server.database.close();
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ api: "ok", db: "error", auth: "error" });
  });
});
