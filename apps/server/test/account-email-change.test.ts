/**
 * Change of email (docs/product.md#profile, decision 013). The new address confirms with a link; only then does the account
 * change, and the old address is told.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { PASSWORD, randomEmail, signedUpUser } from "./support/users";

const CONFIRM = "Confirm your new email address";
const CHANGED = "Your email address was changed";

describe.each(variants)("email change on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  it("the new address confirms, the account changes, the old address is told once", async () => {
    const user = await signedUpUser(server, "Carla Change");
    const newEmail = randomEmail("new");
    expect(
      await ok(await user.client.post("/api/auth/change-email", { newEmail, callbackURL: "/dashboard/account" })),
    ).toEqual({ status: true });
    // Nothing changes before the confirmation.
    expect((await user.client.session())?.user.email).toBe(user.email);
    const mail = await server.waitForMail(newEmail, CONFIRM);
    expect(mail.text).toContain(`Your account's email address will change to ${newEmail}`);
    const link = new URL(firstUrl(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/api/auth/verify-email`);

    const opened = await user.client.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard/account");
    expect((await user.client.session())?.user.email).toBe(newEmail);
    const notice = await server.waitForMail(user.email, CHANGED);
    expect(notice.text).toContain(`The email address of your account was changed to ${newEmail}.`);
    expect((await server.client().signIn(newEmail, PASSWORD)).status).toBe(200);
    expect((await server.client().signIn(user.email, PASSWORD)).status).toBe(401);

    // A second click changes nothing and tells nobody again.
    const again = await server.client().request(`${link.pathname}${link.search}`);
    expect(again.headers.get("location")).toBe("/dashboard/account?error=INVALID_TOKEN");
    await server.mailSettled();
    expect(server.mailsTo(user.email).filter((m) => m.subject === CHANGED)).toHaveLength(1);
  });

  it("an address that already has an account gets the same answer and no mail", async () => {
    const user = await signedUpUser(server);
    const taken = await signedUpUser(server);
    await server.mailSettled();
    const before = server.mailsTo(taken.email).length;
    expect(await ok(await user.client.post("/api/auth/change-email", { newEmail: taken.email }))).toEqual({
      status: true,
    });
    await server.mailSettled();
    expect(server.mailsTo(taken.email)).toHaveLength(before);
    expect((await user.client.session())?.user.email).toBe(user.email);
  });

  it("refuses an invalid address and signed-out callers", async () => {
    const user = await signedUpUser(server);
    const invalid = await user.client.post("/api/auth/change-email", { newEmail: "not-an-email" });
    expect((await errorOf(invalid)).status).toBe(400);
    expect((await server.client().post("/api/auth/change-email", { newEmail: randomEmail() })).status).toBe(401);
  });
});
