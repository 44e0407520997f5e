/**
 * better-auth's client as the web app sets it up (lib/auth-client.ts): a call resolves to its data or
 * throws an AuthCallError with the server's message and code. The answers come from a fetch stand-in
 * (better-auth's own `customFetchImpl` option), as the server sends them.
 */
import { describe, expect, it } from "vitest";
import { authClient } from "@/lib/auth-client";
import { AuthCallError } from "@/lib/auth-error";

function answering(status: number, body: unknown, statusText = "") {
  return {
    customFetchImpl: async () =>
      new Response(body === undefined ? "" : JSON.stringify(body), {
        status,
        statusText,
        headers: { "content-type": "application/json" },
      }),
  };
}

describe("better-auth calls", () => {
  it("resolve to the answer's data", async () => {
    const organizations = await authClient.organization.list({
      fetchOptions: answering(200, [{ id: "org-1", name: "Acme" }]),
    });
    expect(organizations).toEqual([{ id: "org-1", name: "Acme" }]);
  });

  it("pass a null answer through (no session is not an error)", async () => {
    await expect(authClient.getSession({ fetchOptions: answering(200, null) })).resolves.toBeNull();
  });

  it("throw the server's message with its status and code", async () => {
    const error = await authClient.admin
      .banUser({
        userId: "me",
        fetchOptions: answering(
          400,
          { message: "You cannot ban yourself", code: "YOU_CANNOT_BAN_YOURSELF" },
          "Bad Request",
        ),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthCallError);
    expect(error).toMatchObject({ message: "You cannot ban yourself", status: 400, code: "YOU_CANNOT_BAN_YOURSELF" });
  });

  it("fall back to the HTTP status text, then to a general text, when the message is missing or empty", async () => {
    await expect(
      authClient.organization.list({ fetchOptions: answering(429, { message: "" }, "Too Many Requests") }),
    ).rejects.toThrow("Too Many Requests");
    await expect(authClient.organization.list({ fetchOptions: answering(502, undefined) })).rejects.toThrow(
      "Request failed",
    );
  });

  it("answer { data, error } to a call that asks for it, as the passkey ceremonies do", async () => {
    const answer = await authClient.organization.list({
      fetchOptions: { ...answering(403, { message: "Forbidden here", code: "FORBIDDEN" }, "Forbidden"), throw: false },
    });
    expect(answer).toMatchObject({ data: null, error: { message: "Forbidden here", code: "FORBIDDEN", status: 403 } });
  });
});
