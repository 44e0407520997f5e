/**
 * Whether an e-mail address has an account: sign-up must tell (the product signs a new user in at once,
 * decision 008) and is limited per address; sign-in, password reset and invitations do not tell.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/matrix";
import { createOrg, invite } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

async function seen(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, message: body.message, code: body.code };
}

describe.each(backends)("account enumeration on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  it("sign-in answers a registered and an unknown address alike", async () => {
    const user = await signedUpUser(server);
    const known = await seen(await server.client().signIn(user.email, "wrong password"));
    const unknown = await seen(await server.client().signIn("nobody-here@example.com", "wrong password"));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(401);
  });

  it("password reset answers a registered and an unknown address alike", async () => {
    const user = await signedUpUser(server);
    const reset = (email: string) => server.client().post("/api/auth/request-password-reset", { email });
    expect(await seen(await reset(user.email))).toEqual(await seen(await reset("nobody-here@example.com")));
  });

  it("an invitation answers the same whether the invitee has an account or not", async () => {
    const owner = await signedUpUser(server, "Inviter");
    const org = await createOrg(owner.client);
    const registered = await signedUpUser(server, "Has Account");
    const withAccount = await invite(owner.client, org.id, registered.email);
    const withoutAccount = await invite(owner.client, org.id, "no-account-yet@example.com");
    expect(withAccount.status).toBe(200);
    expect(withoutAccount.status).toBe(200);
    const keys = async (r: Response) => Object.keys((await r.json()) as object).sort();
    expect(await keys(withAccount)).toEqual(await keys(withoutAccount));
  });

  it("sign-up tells (the accepted trade-off), and only 10 times a minute per address", async () => {
    const user = await signedUpUser(server);
    const prober = server.client();
    const first = await prober.signUp({ email: user.email });
    expect(first.response.status).toBe(422);
    expect(first.body.message).toBe("User already exists. Use another email.");
    const statuses = [first.response.status];
    for (let i = 0; i < 10; i++) statuses.push((await prober.signUp({ email: user.email })).response.status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
