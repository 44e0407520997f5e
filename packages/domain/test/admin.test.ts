import { describe, expect, it } from "vitest";
import {
  ADMIN_USERS_REACHABLE,
  adminMessages,
  BAN_EXPIRES_IN_MAX_SECONDS,
  banUserInputSchema,
  listUsersInputSchema,
} from "../src/admin";

const messageOf = (input: unknown) => {
  const result = banUserInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("banUserInputSchema", () => {
  it("takes a ban with or without reason and end", () => {
    expect(messageOf({ userId: "u1" })).toBeNull();
    expect(messageOf({ userId: "u1", banReason: "Spam", banExpiresIn: 3600 })).toBeNull();
    expect(messageOf({ userId: "u1", banReason: "", banExpiresIn: BAN_EXPIRES_IN_MAX_SECONDS })).toBeNull();
  });

  it("holds banExpiresIn to whole seconds from 1 to ten years", () => {
    for (const banExpiresIn of [0, -1, 0.5, BAN_EXPIRES_IN_MAX_SECONDS + 1, "3600", Number.NaN]) {
      expect(messageOf({ userId: "u1", banExpiresIn }), String(banExpiresIn)).toBe(adminMessages.banExpiresInInvalid);
    }
  });

  it("holds the reason to 200 characters without control characters", () => {
    expect(messageOf({ userId: "u1", banReason: "x".repeat(200) })).toBeNull();
    expect(messageOf({ userId: "u1", banReason: "x".repeat(201) })).toBe(adminMessages.banReasonTooLong);
    expect(messageOf({ userId: "u1", banReason: "a\u0000b" })).toBe(adminMessages.banReasonInvalid);
    expect(messageOf({ userId: "u1", banReason: "line\nbreak" })).toBe(adminMessages.banReasonInvalid);
    expect(messageOf({ userId: "u1", banReason: "Müller spammt 😀" })).toBeNull();
  });
});

describe("listUsersInputSchema", () => {
  it("takes offsets up to the last reachable user and refuses the ones beyond, saying why", () => {
    expect(listUsersInputSchema.safeParse({ offset: ADMIN_USERS_REACHABLE - 1 }).success).toBe(true);
    for (const offset of [ADMIN_USERS_REACHABLE, 1_000_000]) {
      const result = listUsersInputSchema.safeParse({ offset });
      expect(result.error?.issues[0]).toMatchObject({ path: ["offset"], message: adminMessages.offsetBeyondReachable });
    }
    expect(adminMessages.offsetBeyondReachable).toContain("refine the search");
  });
});
