/**
 * Two-factor authentication with TOTP (docs/product.md#security). Codes are computed here the way an
 * authenticator app does, from the otpauth URI of the QR code, with the OTP library better-auth uses.
 */
import { TWO_FACTOR_BACKUP_CODES } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { errorOf, ok } from "./support/http";
import { variants } from "./support/matrix";
import { startTestServer, type TestServer } from "./support/server";
import { totpCode } from "./support/two-factor-code";
import { PASSWORD, signedUpUser, type User } from "./support/users";

interface Enabled {
  totpURI: string;
  backupCodes: string[];
}

describe.each(variants)("two-factor authentication on $name", (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.stop());

  /** Enables TOTP for the user and confirms it with a code (two calls of the user's client). */
  const enable = async (user: User): Promise<Enabled> => {
    const enabled = await ok<Enabled>(await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD }));
    await ok(await user.client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(enabled.totpURI) }));
    return enabled;
  };

  /** Password step of the sign-in on a new client: it must ask for the second factor. */
  const passwordStep = async (user: User, client: TestClient = server.client()) => {
    const response = await client.signIn(user.email, PASSWORD);
    expect(await ok(response)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(await client.session()).toBeNull();
    return client;
  };

  it("enabling shows the QR URI and 10 backup codes; a code from the app turns it on", async () => {
    const user = await signedUpUser(server, "Tom Totp");
    const wrongPassword = await user.client.post("/api/auth/two-factor/enable", { password: "not my password" });
    expect(await errorOf(wrongPassword)).toMatchObject({ status: 400, code: "INVALID_PASSWORD" });

    const enabled = await ok<Enabled>(await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD }));
    const uri = new URL(enabled.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Dashboard");
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(uri.searchParams.get("secret")).toMatch(/^[A-Z2-7]+=*$/);
    expect(enabled.backupCodes).toHaveLength(TWO_FACTOR_BACKUP_CODES);
    expect(new Set(enabled.backupCodes).size).toBe(TWO_FACTOR_BACKUP_CODES);
    // Not on until confirmed: sign-in still takes the password alone.
    expect((await user.client.session())?.user.twoFactorEnabled).toBe(false);
    const stillPlain = server.client();
    expect((await ok<{ user?: unknown }>(await stillPlain.signIn(user.email, PASSWORD))).user).toBeTruthy();

    const wrongCode = await user.client.post("/api/auth/two-factor/verify-totp", {
      code: await totpCode(enabled.totpURI, 20),
    });
    expect(await errorOf(wrongCode)).toMatchObject({ status: 401, code: "INVALID_CODE" });
    await ok(await user.client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(enabled.totpURI) }));
    expect((await user.client.session())?.user.twoFactorEnabled).toBe(true);
  });

  it("sign-in then asks for the code; a wrong one is refused, the right one signs in", async () => {
    const user = await signedUpUser(server);
    const { totpURI } = await enable(user);
    const client = await passwordStep(user);
    const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI, 20) });
    expect(await errorOf(wrong)).toMatchObject({ status: 401, code: "INVALID_CODE" });
    expect(await client.session()).toBeNull();
    // The next period's code: the current one turned two-factor on, and a code works once (decision 028).
    await ok(await client.post("/api/auth/two-factor/verify-totp", { code: await totpCode(totpURI, 1) }));
    expect((await client.session())?.user.id).toBe(user.userId);
  });

  it("a backup code signs in once", async () => {
    const user = await signedUpUser(server);
    const { backupCodes } = await enable(user);
    const client = await passwordStep(user);
    await ok(await client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }));
    expect((await client.session())?.user.id).toBe(user.userId);

    const again = await passwordStep(user);
    const reused = await again.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect((await errorOf(reused)).status).toBe(401);
    expect(await again.session()).toBeNull();
    await ok(await again.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[1] }));
    expect((await again.session())?.user.id).toBe(user.userId);
  });

  it("'Trust this device' skips the code on that device only", async () => {
    const user = await signedUpUser(server);
    const { totpURI } = await enable(user);
    const device = await passwordStep(user);
    const trusted = await device.post("/api/auth/two-factor/verify-totp", {
      code: await totpCode(totpURI, 1),
      trustDevice: true,
    });
    await ok(trusted);
    const trustCookie = trusted.headers.getSetCookie().find((c) => c.includes("trust_device"));
    expect(trustCookie).toMatch(/Max-Age=2592000/i);
    await ok(await device.post("/api/auth/sign-out"));
    expect((await ok<{ user?: { id: string } }>(await device.signIn(user.email, PASSWORD))).user?.id).toBe(user.userId);
    // Another device still gets the second step.
    await passwordStep(user);
  });

  it("disabling needs the password; afterwards the password alone signs in", async () => {
    const user = await signedUpUser(server);
    await enable(user);
    const wrong = await user.client.post("/api/auth/two-factor/disable", { password: "not my password" });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, code: "INVALID_PASSWORD" });
    await ok(await user.client.post("/api/auth/two-factor/disable", { password: PASSWORD }));
    expect((await user.client.session())?.user.twoFactorEnabled).toBe(false);
    expect((await ok<{ user?: unknown }>(await server.client().signIn(user.email, PASSWORD))).user).toBeTruthy();
  });
});
