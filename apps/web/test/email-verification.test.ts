import { describe, expect, it } from "vitest";
import { VERIFIED_CALLBACK, verificationOutcome } from "@/lib/email-verification";

describe("verificationOutcome", () => {
  it("reads the verification link's landing page", () => {
    expect(verificationOutcome(new URL(VERIFIED_CALLBACK, "http://x").search)).toBe("verified");
    // better-auth appends the error to the callback when the link no longer works.
    expect(verificationOutcome("?verified=true&error=TOKEN_EXPIRED")).toBe("invalid");
  });

  it("says nothing on any other page", () => {
    expect(verificationOutcome("")).toBeNull();
    expect(verificationOutcome("?error=INVALID_TOKEN")).toBeNull();
  });
});
