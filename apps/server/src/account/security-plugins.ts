import { PRODUCT_NAME, TRUST_DEVICE_SECONDS, TWO_FACTOR_BACKUP_CODES } from "@app/domain";
import type { PasskeyOptions } from "@better-auth/passkey";
import type { TwoFactorOptions } from "better-auth/plugins";
import type { Config } from "../config";

/** TOTP (authenticator apps) with 10 one-time backup codes; a trusted device skips the code for 30 days. */
export function twoFactorOptions(): TwoFactorOptions {
  return {
    issuer: PRODUCT_NAME,
    totpOptions: { digits: 6, period: 30 },
    backupCodeOptions: { amount: TWO_FACTOR_BACKUP_CODES, storeBackupCodes: "encrypted" },
    trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
  };
}

/**
 * WebAuthn bound to the public URL: its host name is the relying party, and the browser must be on
 * that origin (or a trusted one, such as the Vite dev server).
 */
export function passkeyOptions(config: Pick<Config, "publicUrl" | "trustedOrigins">): PasskeyOptions {
  return {
    rpID: new URL(config.publicUrl).hostname,
    rpName: PRODUCT_NAME,
    origin: [config.publicUrl, ...config.trustedOrigins],
  };
}
