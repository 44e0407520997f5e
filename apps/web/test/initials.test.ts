import { describe, expect, it } from "vitest";
import { initials } from "@/lib/initials";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("acme inc")).toBe("AI");
    expect(initials("  Ada   Lovelace King ")).toBe("AL");
    expect(initials("Ümit")).toBe("Ü");
  });

  it("skips words without a letter or digit, and a word's leading symbols", () => {
    expect(initials("Müller & Söhne")).toBe("MS");
    expect(initials("Müller & Söhne GmbH")).toBe("MS");
    expect(initials("- Acme -")).toBe("A");
    expect(initials("(Acme) Inc.")).toBe("AI");
    expect(initials("#1 Team")).toBe("1T");
    expect(initials("& ·")).toBe("");
  });

  it("keeps letters of any script whole", () => {
    expect(initials("Über Ærø")).toBe("ÜÆ");
    expect(initials("東京 チーム")).toBe("東チ");
  });

  it("is empty for a blank name (the avatar then shows '?')", () => {
    expect(initials("   ")).toBe("");
  });
});
