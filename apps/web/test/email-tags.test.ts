import { describe, expect, it } from "vitest";
import { addEmails } from "@/features/organizations/email-tags";

describe("addEmails (invitation addresses, checked loosely)", () => {
  it("splits on commas, semicolons and whitespace and adds every valid address", () => {
    expect(addEmails([], "one@e2e.test, two@e2e.test;three@e2e.test\nfour@e2e.test")).toEqual({
      emails: ["one@e2e.test", "two@e2e.test", "three@e2e.test", "four@e2e.test"],
      rest: "",
      error: undefined,
    });
  });

  it("keeps invalid addresses in the field with a message naming them", () => {
    expect(addEmails(["one@e2e.test"], "not-an-email, two@e2e.test, a@b")).toEqual({
      emails: ["one@e2e.test", "two@e2e.test"],
      rest: "not-an-email, a@b",
      error: "Not a valid email address: not-an-email, a@b",
    });
  });

  it("refuses an address already in the list, whatever its case, and says so", () => {
    expect(addEmails(["one@e2e.test"], "ONE@e2e.test")).toEqual({
      emails: ["one@e2e.test"],
      rest: "",
      error: "Already in the list: ONE@e2e.test",
    });
  });

  it("reports invalid and duplicate addresses together", () => {
    expect(addEmails(["one@e2e.test"], "x, one@e2e.test").error).toBe(
      "Not a valid email address: x. Already in the list: one@e2e.test",
    );
  });

  it("leaves the list as it is for blank text", () => {
    expect(addEmails(["one@e2e.test"], "  ,; ")).toEqual({ emails: ["one@e2e.test"], rest: "", error: undefined });
  });
});
