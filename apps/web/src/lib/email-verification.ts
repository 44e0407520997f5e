/**
 * Where the verification mail's link lands once it has verified the address and signed the person in
 * (decision 013). better-auth appends `error=…` when the link no longer works.
 */
export const VERIFIED_CALLBACK = "/dashboard?verified=true";

/** What the verification link's landing page says, read from its query string; null elsewhere. */
export function verificationOutcome(search: string): "verified" | "invalid" | null {
  const params = new URLSearchParams(search);
  if (params.get("verified") !== "true") return null;
  return params.get("error") ? "invalid" : "verified";
}
