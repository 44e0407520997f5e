import { RESERVED_STATEMENTS, statements, statementsOf } from "@app/access";
import { customRoleKeyFrom, customRoleKeySchema } from "@app/domain";
import { getLocale, type Locale, overwriteGetLocale } from "@app/i18n";
import { afterEach, describe, expect, it } from "vitest";
import {
  AREAS,
  describe as describeRole,
  EDITABLE_AREAS,
  statementKeys,
  toPermission,
} from "@/features/roles/statements";

/** The Roles section's words for the product's statements (decision 042). */
const original = getLocale;
const inLocale = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(original));

const keysOf = (areas: typeof AREAS) => areas.flatMap((area) => area.statements.map((s) => s.key));

describe("the Roles section's statements", () => {
  it("name every statement of packages/access once, teams aside (the product has none)", () => {
    const all = Object.entries(statements)
      .filter(([resource]) => resource !== "team")
      .flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`));
    expect(keysOf(AREAS).sort()).toEqual(all.sort());
    expect(new Set(keysOf(AREAS)).size).toBe(keysOf(AREAS).length);
  });

  it("never offer the statements reserved to the built-in roles", () => {
    const reserved = Object.entries(RESERVED_STATEMENTS).flatMap(([r, actions]) => actions.map((a) => `${r}:${a}`));
    expect(reserved.length).toBeGreaterThan(0);
    for (const key of reserved) expect(keysOf(EDITABLE_AREAS)).not.toContain(key);
    expect(EDITABLE_AREAS.map((area) => area.id)).not.toContain("sign-in");
  });

  it("show what a role may do by area, in the reader's language", () => {
    inLocale("de");
    expect(describeRole(statementsOf("member"))).toEqual([
      {
        id: "documents",
        title: "Dokumente",
        statements: ["Die Dokumente der Organisation lesen", "Dokumente anlegen, ändern und löschen"],
      },
      { id: "api-keys", title: "API-Schlüssel", statements: ["Eigene API-Schlüssel anlegen"] },
    ]);
    inLocale("en");
    expect(describeRole({ document: ["read"] })).toEqual([
      { id: "documents", title: "Documents", statements: ["Read the organization's documents"] },
    ]);
    expect(describeRole({})).toEqual([]);
  });

  it("turn the form's choices into better-auth's permission and back", () => {
    const permission = toPermission(["document:read", "document:write", "activity:read"]);
    expect(permission).toEqual({ document: ["read", "write"], activity: ["read"] });
    expect(statementKeys(permission)).toEqual(["document:read", "document:write", "activity:read"]);
  });
});

describe("a role's key proposed from its name", () => {
  it("is transliterated, hyphenated, starts with a letter and passes the server's rule", () => {
    expect(customRoleKeyFrom("Sachbearbeitung")).toBe("sachbearbeitung");
    expect(customRoleKeyFrom("Prüfer & Süd-Team")).toBe("pruefer-sued-team");
    expect(customRoleKeyFrom("  42 Ärzte ")).toBe("aerzte");
    expect(customRoleKeyFrom("Ωμέγα")).toBe("");
    const long = customRoleKeyFrom("a".repeat(39) + " b");
    expect(long).toBe("a".repeat(39));
    for (const key of ["sachbearbeitung", "pruefer-sued-team", long]) {
      expect(customRoleKeySchema.safeParse(key).success).toBe(true);
    }
    expect(customRoleKeySchema.safeParse("1st").success).toBe(false);
    expect(customRoleKeySchema.safeParse("Sach").success).toBe(false);
  });
});
