import { describe, expect, it } from "vitest";
import { organizationSlugSchema, slugForAttempt, slugify, transliterate } from "../src/organization";

describe("transliterate", () => {
  it("spells out German letters, lowercased", () => {
    expect(transliterate("Müller & Söhne")).toBe("mueller & soehne");
    expect(transliterate("ÄÖÜ äöü ß ẞ")).toBe("aeoeue aeoeue ss ss");
    expect(transliterate("Straße")).toBe("strasse");
  });

  it("treats a decomposed umlaut (u + combining diaeresis) like the composed one", () => {
    expect(transliterate("Mu\u0308ller")).toBe("mueller");
  });

  it("reduces other Latin letters to their base letter", () => {
    expect(transliterate("Crème Brûlée")).toBe("creme brulee");
    expect(transliterate("Åsa Øster Łódź")).toBe("asa oster lodz");
    expect(transliterate("Æther Œuvre Þór Ðan")).toBe("aether oeuvre thor dan");
    expect(transliterate("Ça va, señor? İstanbul")).toBe("ca va, senor? istanbul");
    expect(transliterate("ﬁnance²")).toBe("finance2");
  });

  it("leaves other scripts alone", () => {
    expect(transliterate("Москва 東京")).toBe("москва 東京");
  });
});

describe("slugify", () => {
  it("transliterates before the slug rule", () => {
    expect(slugify("Müller & Söhne")).toBe("mueller-soehne");
    expect(slugify("Bäckerei Groß GmbH")).toBe("baeckerei-gross-gmbh");
    expect(slugify("Café Zürich")).toBe("cafe-zuerich");
  });

  it("lowercases, turns runs of other characters into one dash and trims dashes", () => {
    expect(slugify("Acme Inc.")).toBe("acme-inc");
    expect(slugify("  --Hello,   World!--  ")).toBe("hello-world");
    expect(slugify("A/B\\C")).toBe("a-b-c");
  });

  it("falls back to 8 random characters when nothing is left", () => {
    expect(slugify("!!!")).toMatch(/^[a-z0-9]{8}$/);
    expect(slugify("東京")).toMatch(/^[a-z0-9]{8}$/);
  });

  it("always gives a slug the server accepts", () => {
    for (const name of ["Müller & Söhne", "ÆØÅ", "--", "x", "Ça ﬁle", "Mu\u0308ller"]) {
      expect(organizationSlugSchema.safeParse(slugify(name)).success, name).toBe(true);
    }
  });
});

describe("slugForAttempt", () => {
  it("is the plain slug first, then suffixed with 4 random characters twice, then 6", () => {
    expect(slugForAttempt("acme", 0)).toBe("acme");
    expect(slugForAttempt("acme", 1)).toMatch(/^acme-[a-z0-9]{4}$/);
    expect(slugForAttempt("acme", 2)).toMatch(/^acme-[a-z0-9]{4}$/);
    expect(slugForAttempt("acme", 3)).toMatch(/^acme-[a-z0-9]{6}$/);
    expect(slugForAttempt("acme", 4)).toMatch(/^acme-[a-z0-9]{6}$/);
  });
});
