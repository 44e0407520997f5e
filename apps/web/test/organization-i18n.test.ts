import { getLocale, type Locale, overwriteGetLocale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { afterEach, describe, expect, it } from "vitest";
import { monthName } from "@/features/dashboard/documents-chart";
import { addEmails } from "@/features/organizations/email-tags";
import { roleLabel } from "@/lib/organization-roles";

/** The organization screens in German: plurals, role names, the chart's months (decision 032). */
const original = getLocale;
const inLocale = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(original));

describe("organization screens in German", () => {
  it("counts members and sent invitations with the plural form", () => {
    inLocale("de");
    expect(m.org_members_count({ count: 1 })).toBe("1 Mitglied");
    expect(m.org_members_count({ count: 3 })).toBe("3 Mitglieder");
    expect(m.org_invitations_sent({ count: 1 })).toBe("Einladung gesendet");
    expect(m.org_invitations_sent({ count: 2 })).toBe("2 Einladungen gesendet");
    inLocale("en");
    expect(m.org_members_count({ count: 1 })).toBe("1 member");
    expect(m.org_members_count({ count: 0 })).toBe("0 members");
    expect(m.org_invitations_sent({ count: 2 })).toBe("2 invitations sent");
  });

  it("names roles for people, leaving the stored value alone", () => {
    inLocale("de");
    expect(roleLabel("owner")).toBe("Inhaber");
    expect(roleLabel("admin")).toBe("Administrator");
    expect(roleLabel("member")).toBe("Mitglied");
    expect(roleLabel("owner,admin")).toBe("Inhaber,Administrator");
    expect(roleLabel("auditor")).toBe("auditor");
    // An organization's own role by its label, wherever the organization's roles are known.
    expect(roleLabel("clerks,member", [{ role: "clerks", label: "Sachbearbeitung" }])).toBe("Sachbearbeitung,Mitglied");
    inLocale("en");
    expect(roleLabel("owner")).toBe("owner");
  });

  it("explains refused addresses in German", () => {
    inLocale("de");
    expect(addEmails(["one@e2e.test"], "x, one@e2e.test").error).toBe(
      "Keine gültige E-Mail-Adresse: x. Bereits in der Liste: one@e2e.test",
    );
  });

  it("names the chart's months in the page's language", () => {
    inLocale("de");
    expect(monthName("2026-03")).toBe("März 26");
    inLocale("en");
    expect(monthName("2026-03")).toBe("Mar 26");
  });
});
