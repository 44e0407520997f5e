import { describe, expect, it } from "vitest";
import { AuthCallError, authCall } from "@/lib/auth-call";

/** What better-auth's client resolves to, as its fetch layer builds it. */
const ok = <T>(data: T) => Promise.resolve({ data, error: null });
const failed = (error: { message?: string; status?: number; statusText?: string; code?: string }) =>
  Promise.resolve({ data: null, error });

describe("authCall", () => {
  it("resolves to the answer's data", async () => {
    await expect(authCall(ok({ id: "org-1" }))).resolves.toEqual({ id: "org-1" });
  });

  it("passes a null answer through (no session is not an error)", async () => {
    await expect(authCall(ok(null))).resolves.toBeNull();
  });

  it("throws the server's message with its status and code", async () => {
    const error = await authCall(
      failed({
        message: "You cannot ban yourself",
        status: 400,
        statusText: "Bad Request",
        code: "YOU_CANNOT_BAN_YOURSELF",
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthCallError);
    expect(error).toMatchObject({ message: "You cannot ban yourself", status: 400, code: "YOU_CANNOT_BAN_YOURSELF" });
  });

  it("falls back to the HTTP status text, then to the caller's text, when the message is missing or empty", async () => {
    await expect(authCall(failed({ message: "", status: 429, statusText: "Too Many Requests" }))).rejects.toThrow(
      "Too Many Requests",
    );
    await expect(authCall(failed({ status: 500 }), "Could not load the session")).rejects.toThrow(
      "Could not load the session",
    );
    await expect(authCall(failed({}))).rejects.toThrow("Request failed");
  });
});
