import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** What an authenticator app does with the QR code: read the secret from the otpauth URI, make a code. */
export async function totpCode(totpURI: string, offsetPeriods = 0): Promise<string> {
  const url = new URL(totpURI);
  const secret = base32.decode(url.searchParams.get("secret") ?? "");
  const otp = createOTP(secret, { digits: Number(url.searchParams.get("digits") ?? 6), period: 30 });
  if (offsetPeriods === 0) return otp.totp();
  return otp.hotp(Math.floor(Date.now() / 30_000) + offsetPeriods);
}
