/**
 * Email verification (docs/product.md#email-verification). New email+password accounts get a verification mail, can use the
 * product meanwhile, and the link verifies and refreshes the session; Google accounts arrive
 * verified; accepting an invitation verifies the invited address (decision 013).
 */
import { schema } from "@app/db";
import { accountMessages, EMAIL_SEND_LIMIT } from "@app/domain";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGoogle, signInWithGoogle, startFakeGoogle } from "./support/fake-google";
import { errorOf, ok } from "./support/http";
import { firstUrl } from "./support/mail";
import { variants } from "./support/matrix";
import { createOrg, ORG } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { randomEmail, signedUpOverHttp } from "./support/users";

const SECRET = "verification-test-secret-0123456789abcdef";
const VERIFY = "Verify your email address";

describe.each(variants)("email verification on $name", (variant) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startTestServer(variant, { ...google.env, BETTER_AUTH_SECRET: SECRET });
  });
  afterAll(async () => {
    await server?.stop();
    google?.stop();
  });

  const verifyLink = async (email: string, after = 0) =>
    new URL(firstUrl((await server.waitForMail(email, VERIFY, after)).text));

  it("mails a link on sign-up; the unverified user still uses the product", async () => {
    const user = await signedUpOverHttp(server);
    expect((await user.client.session())?.user.emailVerified).toBe(false);
    const link = await verifyLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/api/auth/verify-email`);
    expect(link.searchParams.get("token")).toBeTruthy();
    // Not blocked: an organization can be created and the RPC answers.
    await createOrg(user.client, { name: "Unverified Co" });
    expect((await user.client.rpc("organizations.memberCounts")).status).toBe(200);
  });

  it("the link verifies the address and the open session sees it at once", async () => {
    const user = await signedUpOverHttp(server);
    const link = await verifyLink(user.email);
    const opened = await user.client.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect((await user.client.session())?.user.emailVerified).toBe(true);
  });

  it("opened on another device, the link verifies and signs that device in", async () => {
    const user = await signedUpOverHttp(server);
    const link = await verifyLink(user.email);
    const phone = server.client();
    const opened = await phone.request(
      `${link.pathname}${link.search.replace("callbackURL=%2F", "callbackURL=%2Fdashboard")}`,
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard");
    const session = await phone.session();
    expect(session?.user).toMatchObject({ id: user.userId, emailVerified: true });
  });

  it("an expired or forged link is refused with a code the page can show", async () => {
    const user = await signedUpOverHttp(server);
    const expired = await createEmailVerificationToken(SECRET, user.email, undefined, -60, { userId: user.userId });
    const late = await user.client.request(`/api/auth/verify-email?token=${expired}&callbackURL=%2Fdashboard`);
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe("/dashboard?error=TOKEN_EXPIRED");
    const forged = await createEmailVerificationToken(
      "another-secret-0123456789abcdefghij",
      user.email,
      undefined,
      3600,
    );
    const bad = await user.client.request(`/api/auth/verify-email?token=${forged}`);
    expect(await errorOf(bad)).toMatchObject({ status: 401, code: "INVALID_TOKEN" });
    expect((await user.client.session())?.user.emailVerified).toBe(false);
  });

  it("'Resend' sends a new link; a verified address is told so", async () => {
    const user = await signedUpOverHttp(server);
    await verifyLink(user.email);
    await ok(
      await user.client.post("/api/auth/send-verification-email", { email: user.email, callbackURL: "/dashboard" }),
    );
    const second = await verifyLink(user.email, 1);
    expect(second.searchParams.get("callbackURL")).toBe("/dashboard");
    await user.client.request(`${second.pathname}${second.search}`);
    const again = await user.client.post("/api/auth/send-verification-email", { email: user.email });
    expect(await errorOf(again)).toMatchObject({ status: 400, code: "EMAIL_ALREADY_VERIFIED" });
  });

  it("signed out, 'Resend' answers the same for any address and mails only an unverified account", async () => {
    const user = await signedUpOverHttp(server);
    await verifyLink(user.email);
    const unknown = randomEmail("nobody");
    const known = await server.client().post("/api/auth/send-verification-email", { email: user.email });
    const missing = await server.client().post("/api/auth/send-verification-email", { email: unknown });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await missing.json());
    await verifyLink(user.email, 1);
    await server.mailSettled();
    expect(server.mailsTo(unknown)).toEqual([]);
  });

  it(`limits resends to ${EMAIL_SEND_LIMIT.max} per address whatever the client`, async () => {
    const user = await signedUpOverHttp(server);
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_SEND_LIMIT.max; i++) {
      statuses.push((await server.client().post("/api/auth/send-verification-email", { email: user.email })).status);
    }
    expect(statuses).toEqual([...Array(EMAIL_SEND_LIMIT.max).fill(200), 429]);
    const refused = await user.client.post("/api/auth/send-verification-email", { email: user.email });
    expect(await errorOf(refused)).toMatchObject({ status: 429, message: accountMessages.tooManyRequests });
  });

  it("a Google account arrives verified and gets no verification mail", async () => {
    const client = server.client();
    const email = randomEmail("google");
    await signInWithGoogle(client, email, "Gina Google");
    const session = await client.session();
    expect(session?.user).toMatchObject({ email, emailVerified: true });
    await server.mailSettled();
    expect(server.mailsTo(email)).toEqual([]);
  });

  it("accepting an invitation does not need a verified address and verifies it", async () => {
    const owner = await signedUpOverHttp(server, "Olga Owner");
    const org = await createOrg(owner.client, { name: "Invite Verifies" });
    const invitee = await signedUpOverHttp(server, "Ivan Invitee");
    expect((await invitee.client.session())?.user.emailVerified).toBe(false);
    const invitation = await ok<{ id: string }>(
      await owner.client.post(`${ORG}/invite-member`, { email: invitee.email, role: "member", organizationId: org.id }),
    );
    await ok(await invitee.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id }));
    expect((await invitee.client.session())?.user.emailVerified).toBe(true);
    const [row] = await server.database.db
      .select({ emailVerified: schema.user.emailVerified })
      .from(schema.user)
      .where(eq(schema.user.id, invitee.userId));
    expect(row.emailVerified).toBe(true);
  });

  it("a refused acceptance (someone else's invitation) verifies nothing", async () => {
    const owner = await signedUpOverHttp(server, "Olga Owner");
    const org = await createOrg(owner.client, { name: "Not Yours" });
    const invitation = await ok<{ id: string }>(
      await owner.client.post(`${ORG}/invite-member`, {
        email: randomEmail("other"),
        role: "member",
        organizationId: org.id,
      }),
    );
    const stranger = await signedUpOverHttp(server);
    const refused = await stranger.client.post(`${ORG}/accept-invitation`, { invitationId: invitation.id });
    expect(refused.status).toBe(403);
    expect((await stranger.client.session())?.user.emailVerified).toBe(false);
  });
});
