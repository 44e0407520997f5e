import { describe, expect, it } from "vitest";
import { initials } from "@/lib/initials";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("acme inc")).toBe("AI");
    expect(initials("  Ada   Lovelace King ")).toBe("AL");
    expect(initials("Ümit")).toBe("Ü");
  });

  it("is empty for a blank name (the avatar then shows '?')", () => {
    expect(initials("   ")).toBe("");
  });
});
