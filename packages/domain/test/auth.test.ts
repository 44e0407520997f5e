import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInSchema, signUpSchema } from "../src/auth";

const valid = { email: "ada@example.com", password: "12345678", name: "Ad" };

/** The first message the schema reports for input, or undefined when it is valid. */
function messageOf(schema: typeof signInSchema | typeof signUpSchema, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("signInSchema", () => {
  it("accepts a valid email and an 8-character password", () => {
    expect(messageOf(signInSchema, valid)).toBeUndefined();
  });

  it("refuses a 7-character password", () => {
    expect(messageOf(signInSchema, { ...valid, password: "1234567" })).toBe("Password must be at least 8 characters");
  });

  it.each(["", "ada", "ada@", "@example.com", "ada@example", "ada example@example.com"])(
    "refuses the email %j",
    (email) => {
      expect(messageOf(signInSchema, { ...valid, email })).toBe("Invalid email address");
    },
  );
});

describe("signUpSchema", () => {
  it("accepts a 2-character name", () => {
    expect(messageOf(signUpSchema, valid)).toBeUndefined();
  });

  it.each(["A", "", "  A  "])("refuses the name %j", (name) => {
    expect(messageOf(signUpSchema, { ...valid, name })).toBe("Name must be at least 2 characters");
  });

  it("applies the sign-in rules too", () => {
    expect(messageOf(signUpSchema, { ...valid, password: "1234567" })).toBe("Password must be at least 8 characters");
    expect(messageOf(signUpSchema, { ...valid, email: "bad" })).toBe("Invalid email address");
  });
});

describe("safeRedirectPath", () => {
  it.each(["/dashboard/x?y=1", "/", "/organizations/abc#members"])("keeps the same-origin path %j", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "dashboard",
    "",
    null,
    undefined,
  ])("replaces %j with /dashboard", (value) => {
    expect(safeRedirectPath(value)).toBe("/dashboard");
  });

  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" is followed as "//evil.example".
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example"])(
    "never lets %j resolve to another origin",
    (value) => {
      const base = "http://localhost:3000";
      expect(new URL(safeRedirectPath(value), base).origin).toBe(base);
    },
  );
});
