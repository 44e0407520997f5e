/**
 * Passkeys (@better-auth/passkey, decision 013). The registration and sign-in ceremonies run against
 * the plugin's real verification with a software authenticator; Chromium's virtual authenticator
 * covers the browser side in the web phase's e2e test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./support/http";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { SoftwareAuthenticator } from "./support/software-authenticator";
import { signedUpUser, type User } from "./support/users";

interface Passkey {
  id: string;
  name: string | null;
  credentialID: string;
  deviceType: string;
  backedUp: boolean;
}

describe.each(variants)("passkeys on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  const register = async (user: User, name: string) => {
    const authenticator = new SoftwareAuthenticator("localhost", server.url);
    const options = await ok<{ challenge: string; rp: { id: string; name: string }; user: { name: string } }>(
      await user.client.request("/api/auth/passkey/generate-register-options"),
    );
    const passkey = await ok<Passkey>(
      await user.client.post("/api/auth/passkey/verify-registration", {
        response: authenticator.register(options),
        name,
      }),
    );
    return { authenticator, passkey, options };
  };

  const signInWith = async (authenticator: SoftwareAuthenticator) => {
    const client = server.client();
    const options = await ok<{ challenge: string; rpId: string }>(
      await client.request("/api/auth/passkey/generate-authenticate-options"),
    );
    expect(options.rpId).toBe("localhost");
    const response = await client.post("/api/auth/passkey/verify-authentication", {
      response: authenticator.authenticate(options),
    });
    return { client, response };
  };

  it("registration options name the product and the user; the public URL's host is the relying party", async () => {
    const user = await signedUpUser(server);
    const options = await ok<{
      challenge: string;
      rp: { id: string; name: string };
      user: { name: string };
      excludeCredentials: unknown[];
    }>(await user.client.request("/api/auth/passkey/generate-register-options"));
    expect(options.rp).toEqual({ id: "localhost", name: "Dashboard" });
    expect(options.user.name).toBe(user.email);
    expect(options.challenge.length).toBeGreaterThan(20);
    expect(options.excludeCredentials).toEqual([]);
    expect((await server.client().request("/api/auth/passkey/generate-register-options")).status).toBe(401);
  });

  it("adds a named passkey, lists and renames it, signs in with it, and deletes it", async () => {
    const user = await signedUpUser(server);
    const { authenticator, passkey } = await register(user, "My laptop");
    expect(passkey).toMatchObject({ name: "My laptop", credentialID: authenticator.id });

    const listed = await ok<Passkey[]>(await user.client.request("/api/auth/passkey/list-user-passkeys"));
    expect(listed.map((p) => p.name)).toEqual(["My laptop"]);
    await ok(await user.client.post("/api/auth/passkey/update-passkey", { id: passkey.id, name: "Work laptop" }));
    expect((await ok<Passkey[]>(await user.client.request("/api/auth/passkey/list-user-passkeys")))[0].name).toBe(
      "Work laptop",
    );

    const signedIn = await signInWith(authenticator);
    await ok(signedIn.response);
    expect((await signedIn.client.session())?.user.id).toBe(user.userId);

    await ok(await user.client.post("/api/auth/passkey/delete-passkey", { id: passkey.id }));
    expect(await ok<Passkey[]>(await user.client.request("/api/auth/passkey/list-user-passkeys"))).toEqual([]);
    const refused = await signInWith(authenticator);
    expect(refused.response.status).toBe(401);
    expect(await refused.client.session()).toBeNull();
  });

  it("a response signed for another challenge or origin is refused", async () => {
    const user = await signedUpUser(server);
    const { authenticator } = await register(user, "Key");
    const client = server.client();
    await ok(await client.request("/api/auth/passkey/generate-authenticate-options"));
    const stale = await client.post("/api/auth/passkey/verify-authentication", {
      response: authenticator.authenticate({ challenge: Buffer.from("another challenge").toString("base64url") }),
    });
    expect(stale.status).toBe(400);
    expect(await client.session()).toBeNull();

    const phishing = new SoftwareAuthenticator("localhost", "https://evil.example");
    const options = await ok<{ challenge: string }>(
      await user.client.request("/api/auth/passkey/generate-register-options"),
    );
    const foreign = await user.client.post("/api/auth/passkey/verify-registration", {
      response: phishing.register(options),
    });
    expect(foreign.status).toBe(400);
  });

  it("another user's passkey can be neither renamed nor deleted", async () => {
    const owner = await signedUpUser(server);
    const { passkey } = await register(owner, "Mine");
    const other = await signedUpUser(server);
    expect(
      (await other.client.post("/api/auth/passkey/update-passkey", { id: passkey.id, name: "Stolen" })).status,
    ).not.toBe(200);
    expect((await other.client.post("/api/auth/passkey/delete-passkey", { id: passkey.id })).status).not.toBe(200);
    expect((await ok<Passkey[]>(await owner.client.request("/api/auth/passkey/list-user-passkeys")))[0].name).toBe(
      "Mine",
    );
  });
});
