/**
 * The profile rules (docs/product.md#profile) on the server: update-user refuses what the profile form refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

const UPDATE = "/api/auth/update-user";

describe.each(backends)("profile update on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  const profile = async (user: User) => (await user.client.session())?.user;

  it("saves a new name and an https avatar, and get-session shows them at once", async () => {
    const user = await signedUpUser(server, "Old Name");
    expect(await ok(await user.client.post(UPDATE, { name: "New Name", image: "https://example.com/a.png" }))).toEqual({
      status: true,
    });
    expect(await profile(user)).toMatchObject({ name: "New Name", image: "https://example.com/a.png" });
  });

  it("accepts http avatars, single fields and stores the name trimmed", async () => {
    const user = await signedUpUser(server, "Someone");
    await ok(await user.client.post(UPDATE, { image: "http://example.com/b.png" }));
    expect(await profile(user)).toMatchObject({ name: "Someone", image: "http://example.com/b.png" });
    await ok(await user.client.post(UPDATE, { name: "  Trimmed  " }));
    expect(await profile(user)).toMatchObject({ name: "Trimmed", image: "http://example.com/b.png" });
    await ok(await user.client.post(UPDATE, { name: "X" }));
    expect((await profile(user))?.name).toBe("X");
  });

  it("removes the avatar with null or an empty string", async () => {
    const user = await signedUpUser(server);
    await ok(await user.client.post(UPDATE, { image: "https://example.com/a.png" }));
    await ok(await user.client.post(UPDATE, { image: null }));
    expect((await profile(user))?.image ?? null).toBeNull();
    await ok(await user.client.post(UPDATE, { image: "https://example.com/a.png" }));
    await ok(await user.client.post(UPDATE, { image: "" }));
    expect((await profile(user))?.image ?? null).toBeNull();
  });

  it.each([
    [{ name: "" }, "name", "Name must be at least 1 character"],
    [{ name: "   " }, "name", "Name must be at least 1 character"],
    [{ name: "x".repeat(101) }, "name", undefined],
    [{ image: "not a url" }, "image", "Avatar URL must be a valid URL"],
    [{ image: "javascript:alert(1)" }, "image", "Avatar URL must be a valid URL"],
    [{ image: "ftp://example.com/a.png" }, "image", "Avatar URL must be a valid URL"],
    [{ name: "Fine", image: "example.com/a.png" }, "image", "Avatar URL must be a valid URL"],
  ])("refuses %j with 400 and changes nothing", async (body, field, message) => {
    const user = await signedUpUser(server, "Unchanged");
    const error = await errorOf(await user.client.post(UPDATE, body));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    if (message) expect(error.message).toBe(message);
    const response = await user.client.post(UPDATE, body);
    expect(((await response.json()) as { field?: string }).field).toBe(field);
    expect(await profile(user)).toMatchObject({ name: "Unchanged" });
    expect((await profile(user))?.image ?? null).toBeNull();
  });

  it("signed out: 401", async () => {
    expect((await server.client().post(UPDATE, { name: "Nobody" })).status).toBe(401);
  });
});
