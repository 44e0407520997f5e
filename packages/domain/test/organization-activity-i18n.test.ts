import { getLocale, type Locale, overwriteGetLocale } from "@app/i18n";
import { afterEach, describe, expect, it } from "vitest";
import {
  logoMessages,
  orgActivityFilterSchema,
  orgActivityLabels,
  ownershipMessages,
} from "../src/organization-activity";

/** The organization rules' texts are read per request, so the server answers in the caller's language. */
const original = getLocale;
const inLocale = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(original));

describe("organization activity texts follow the current language", () => {
  it("names the activity kinds in English, exactly as before", () => {
    inLocale("en");
    expect(orgActivityLabels["member.invited"]).toBe("Member invited");
    expect(orgActivityLabels["invitation.cancelled"]).toBe("Invitation cancelled");
    expect(orgActivityLabels["document.deleted"]).toBe("Document deleted");
  });

  it("names them in German when the request is German, read at the time of use", () => {
    inLocale("de");
    expect(orgActivityLabels["member.invited"]).toBe("Mitglied eingeladen");
    expect(orgActivityLabels["organization.ownership_transferred"]).toBe("Inhaberschaft übertragen");
    expect(ownershipMessages.notOwner).toBe("Nur ein Inhaber kann die Inhaberschaft übertragen");
    expect(logoMessages.tooLarge).toBe("Das Logo darf höchstens 2 MB groß sein");
    inLocale("en");
    expect(orgActivityLabels["member.invited"]).toBe("Member invited");
  });

  it("gives the filter's errors in the current language", () => {
    inLocale("de");
    const result = orgActivityFilterSchema.safeParse({ organizationId: "o", from: "2026-03-05", to: "2026-03-01" });
    expect(result.error?.issues[0]?.message).toBe("Das Startdatum darf nicht nach dem Enddatum liegen");
    const kind = orgActivityFilterSchema.safeParse({ organizationId: "o", kind: "nope" });
    expect(kind.error?.issues[0]?.message).toBe("Unbekannte Art von Aktivität");
  });
});
