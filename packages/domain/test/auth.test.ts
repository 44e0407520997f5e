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

  it.each([
    ["x".repeat(101), "Name must be at most 100 characters"],
    ["a\r\nSet-Cookie: x=1", "Name must not contain control characters"],
    ["Ada\u0000", "Name must not contain control characters"],
    ["Ada\tLovelace", "Name must not contain control characters"],
    ["Ada\u2028Lovelace", "Name must not contain control characters"],
  ])("refuses the name %j with %j", (name, message) => {
    expect(messageOf(signUpSchema, { ...valid, name })).toBe(message);
  });

  it("accepts 100 characters after trimming and stores the name trimmed", () => {
    const result = signUpSchema.safeParse({ ...valid, name: `  ${"x".repeat(100)}  ` });
    expect(result.success && result.data.name).toBe("x".repeat(100));
    expect(signUpSchema.parse({ ...valid, name: "  Zoë 👩‍💻 Åström " }).name).toBe("Zoë 👩‍💻 Åström");
  });

  it("applies the sign-in rules too", () => {
    expect(messageOf(signUpSchema, { ...valid, password: "1234567" })).toBe("Password must be at least 8 characters");
    expect(messageOf(signUpSchema, { ...valid, email: "bad" })).toBe("Invalid email address");
  });
});

describe("safeRedirectPath", () => {
  it.each(["/dashboard/x?y=1", "/", "/organizations/abc#members", "/dashboard?next=//evil.example", "/a/b#//c"])(
    "keeps the same-origin path %j",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    ["/dashboard/../organizations", "/organizations"],
    ["/./dashboard", "/dashboard"],
    ["/dashboard/./x/../y", "/dashboard/y"],
  ])("normalises %j to %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  // Every one of these would leave the origin (or is not a path at all) when followed.
  it.each([
    "https://evil.example",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/..//evil.example",
    "/.//evil.example",
    "/../..//evil.example",
    "/%2f%2fevil.example",
    "/%2F%2Fevil.example",
    "/%5c%5cevil.example",
    "/%2f%5cevil.example",
    "/%E0%A4%A", // undecodable
    "/%0a/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /dashboard",
    "dashboard",
    "",
    null,
    undefined,
  ])("replaces %j with /dashboard", (value) => {
    expect(safeRedirectPath(value)).toBe("/dashboard");
  });

  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" is followed as "//evil.example".
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\t\\evil.example",
    "/.\t.//evil.example",
    "/\n..//evil.example",
  ])("never lets %j resolve to another origin", (value) => {
    const base = "http://localhost:3000";
    const result = safeRedirectPath(value);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, base).origin).toBe(base);
  });
});
