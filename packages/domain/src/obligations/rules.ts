import { isGastronomy, isSofortmeldungSector, permitProvisions, VERMITTLER_PROVISIONS } from "./activities";
import { monthsAfter, nextWorkingDay, weeksAfter } from "./deadlines";
import type { Facts } from "./facts";
import { LAW } from "./legal-basis";
import type { Confidence, Deadline, LegalBasis, ObligationEffect, ObligationId, PlaceKey, ReasonKey } from "./types";

/**
 * One entry per obligation of the reference map (decision 040): when the form's answers trigger it,
 * its deadline from the form's dates, the law and the place. A rule answers undefined when it does
 * not apply; a document without its date (a draft) triggers nothing that needs one.
 */
export interface Trigger {
  confidence: Confidence;
  effect: ObligationEffect;
  actionRequired?: false;
  deadline: Deadline;
  reasons: ReasonKey[];
  legalBasis: LegalBasis[];
  /** Where it differs from the rule's place. */
  place?: PlaceKey | null;
}

export interface ObligationRule {
  id: ObligationId;
  place: PlaceKey | null;
  /**
   * The end of the Gewerbe (a GewA 3) makes it moot where still open: a permit, an entry or a notice
   * the start of the business needed. What the time the business ran still owes (tax, staff reports,
   * the company's registers) stays.
   */
  mootWhenEnded: boolean;
  trigger: (facts: Facts) => Trigger | undefined;
}

const due = (date: string): Deadline => ({ kind: "due", date });
const before = (date: string): Deadline => ({ kind: "before", date });
const promptly = (from: string): Deadline => ({ kind: "promptly", from });
const none: Deadline = { kind: "none" };

const CRAFT = "handwerk";
/** A business that is (also) something other than a craft: the IHK's (§ 2 Abs. 3 IHKG). */
const nonCraft = (f: Facts) => f.betriebsarten.some((art) => art !== CRAFT);
const craft = (f: Facts) => f.betriebsarten.includes(CRAFT);

/** A GewA 1 reason that continues another's business (a takeover: a change of owner, § 192 Abs. 4 SGB VII). */
const TAKEOVER = new Set(["erbfolge", "kauf", "pacht"]);
/** A GewA 3 reason that hands the business to another holder or form (A3 25/26). */
const HANDOVER = new Set(["uebergabe", "rechtsformwechsel", "umwandlung", "gesellschafteraustritt"]);
/** The partners or the form change (GewA 1 25). */
const PARTNERS_CHANGE = new Set(["gesellschaftereintritt", "rechtsformwechsel"]);

/** Legal forms whose beneficial owners are reported (§ 20 GwG); an e. V. is entered by itself (§ 20a). */
const TRANSPARENZ_FORMS = new Set(["gmbh", "ug", "ag", "eg", "ohg", "kg", "gmbh_co_kg", "partg", "egbr"]);
/** Legal forms entered in the Handelsregister (HRA, HRB). */
const HANDELSREGISTER_FORMS = new Set(["ek", "ohg", "kg", "gmbh_co_kg", "gmbh", "ug", "ag"]);

const activityChanges = (f: Facts) => f.gruende.some((g) => g === "wechsel" || g === "ausdehnung");

const effectOf = (f: Facts): ObligationEffect =>
  f.kind === "gewerbeanmeldung" ? "starts" : f.kind === "gewerbeummeldung" ? "changes" : "ends";

/** The documents after which a new or changed activity can need something before it starts. */
const startsActivity = (f: Facts) =>
  f.kind === "gewerbeanmeldung" || (f.kind === "gewerbeummeldung" && activityChanges(f));
const startReason = (f: Facts): ReasonKey => (f.kind === "gewerbeanmeldung" ? "business-starts" : "activity-changes");

export const OBLIGATION_RULES: readonly ObligationRule[] = [
  {
    id: "gewerbeanzeige",
    place: "gewerbeamt",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date) return undefined;
      const late = f.completedOn !== null && f.completedOn > f.date;
      return {
        confidence: "H",
        effect: effectOf(f),
        deadline: due(f.date),
        reasons: late ? ["gewerbe-event", "filed-late"] : ["gewerbe-event"],
        legalBasis: late ? [LAW.anzeige, LAW.anzeigeVerspaetet] : [LAW.anzeige],
      };
    },
  },
  {
    id: "tax-registration",
    place: "mein-elster",
    mootWhenEnded: false,
    // A move, a change or a closure reaches the Finanzamt with the Gewerbeanzeige itself (§ 138 Abs. 1 S. 4 AO).
    trigger: (f) => {
      if (f.kind !== "gewerbeanmeldung" || !f.date || f.grund === "verlegung") return undefined;
      return {
        // A partner joining files a GewA 1, but the partnership may be registered already.
        confidence: f.grund === "gesellschaftereintritt" ? "M" : "H",
        effect: "starts",
        deadline: due(nextWorkingDay(monthsAfter(f.date, 1))),
        reasons: ["business-starts"],
        legalBasis: [LAW.steuerPflicht, LAW.steuerFrist, LAW.fristEnde],
      };
    },
  },
  {
    id: "ihk-membership",
    place: "ihk",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!nonCraft(f) || f.kind === "gewerbeummeldung") return undefined;
      if (f.kind === "gewerbeanmeldung")
        return {
          confidence: "H",
          effect: "starts",
          actionRequired: false,
          deadline: none,
          reasons: ["ihk-business"],
          legalBasis: [LAW.ihk],
        };
      return {
        confidence: "M",
        effect: "ends",
        actionRequired: false,
        deadline: none,
        reasons: ["ihk-business", "business-ends"],
        legalBasis: [LAW.ihk],
      };
    },
  },
  {
    id: "hwk-handwerksrolle",
    place: "hwk",
    mootWhenEnded: true,
    // Whether a craft is in Anlage A (zulassungspflichtig) cannot be read from the form: unless the
    // person answered that it is entered, the rule asks them to check.
    trigger: (f) => {
      if (!craft(f) || !f.date) return undefined;
      const confidence = f.handwerksrolle ? "H" : "M";
      const reasons: ReasonKey[] = f.handwerksrolle ? ["craft", "craft-handwerksrolle-answered"] : ["craft"];
      if (f.kind === "gewerbeabmeldung")
        return {
          confidence,
          effect: "ends",
          deadline: promptly(f.date),
          reasons: [...reasons, "business-ends"],
          legalBasis: [LAW.handwerksrolleLoeschung, LAW.handwerkAnzeige],
        };
      if (!startsActivity(f)) return undefined;
      return {
        confidence,
        effect: effectOf(f),
        deadline: before(f.date),
        reasons: [...reasons, startReason(f)],
        legalBasis: [LAW.handwerksrolle, LAW.handwerkskarte],
      };
    },
  },
  {
    id: "hwk-anzeige-b",
    place: "hwk",
    mootWhenEnded: true,
    // A craft not entered in the Handwerksrolle may be one of Anlage B, which is only notified.
    trigger: (f) => {
      if (!craft(f) || f.handwerksrolle || !f.date) return undefined;
      if (f.kind !== "gewerbeabmeldung" && !startsActivity(f)) return undefined;
      return {
        confidence: "M",
        effect: effectOf(f),
        deadline: promptly(f.date),
        reasons: f.kind === "gewerbeabmeldung" ? ["craft", "business-ends"] : ["craft", startReason(f)],
        legalBasis: [LAW.handwerkB],
      };
    },
  },
  {
    id: "permit-gewo",
    place: "erlaubnisbehoerde",
    mootWhenEnded: true,
    trigger: (f) => {
      if (!startsActivity(f) || !f.date) return undefined;
      const provisions = permitProvisions(f.activity);
      if (!f.permitAnswered && provisions.length === 0) return undefined;
      const vermittler = provisions.some((p) => VERMITTLER_PROVISIONS.has(p));
      const reasons: ReasonKey[] = [
        ...(f.permitAnswered ? (["permit-answered"] as const) : []),
        ...(provisions.length ? (["permit-activity"] as const) : []),
      ];
      return {
        confidence: f.permitAnswered ? "H" : "M",
        effect: effectOf(f),
        deadline: before(f.date),
        reasons,
        legalBasis: [
          ...(provisions.length
            ? provisions.map((paragraph) =>
                paragraph === "§ 34d" ? LAW.versicherungsvermittler : { ...LAW.erlaubnis, paragraph },
              )
            : [LAW.erlaubnis]),
          LAW.erlaubnisFehlt,
          ...(vermittler ? [LAW.vermittlerregister] : []),
        ],
        ...(vermittler ? { place: "ihk-vermittlerregister" as const } : {}),
      };
    },
  },
  {
    id: "permit-gaststaette",
    place: "erlaubnisbehoerde",
    mootWhenEnded: true,
    // Some Länder replaced the permit by a notice four weeks ahead: M.
    trigger: (f) =>
      startsActivity(f) && f.date && isGastronomy(f.activity)
        ? {
            confidence: "M",
            effect: effectOf(f),
            deadline: before(f.date),
            reasons: ["gastronomy-activity"],
            legalBasis: [LAW.gaststaette],
          }
        : undefined,
  },
  {
    id: "reisegewerbekarte",
    place: "erlaubnisbehoerde",
    mootWhenEnded: true,
    trigger: (f) =>
      f.kind === "gewerbeanmeldung" && f.date && f.reisegewerbe
        ? {
            confidence: "H",
            effect: "starts",
            deadline: before(f.date),
            reasons: ["reisegewerbe"],
            legalBasis: [LAW.reisegewerbe],
          }
        : undefined,
  },
  {
    id: "aufenthaltstitel",
    place: "auslaenderbehoerde",
    mootWhenEnded: true,
    // The Gewerbeamt passes the data on; whether the title allows self-employment was not verified: a warning.
    trigger: (f) =>
      startsActivity(f) && f.needsResidenceTitle
        ? {
            confidence: "M",
            effect: effectOf(f),
            deadline: none,
            reasons: ["non-eu-nationality"],
            legalBasis: [LAW.auslaenderbehoerde],
          }
        : undefined,
  },
  {
    id: "betriebsnummer",
    place: "ba-betriebsnummern-service",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date) return undefined;
      if (f.kind === "gewerbeanmeldung") {
        if (!f.staff) return undefined;
        // Needed before the first report on an employee: at the start in a Sofortmeldung sector,
        // else the Anmeldung's six weeks.
        const sofort = isSofortmeldungSector(f.activity);
        return {
          confidence: "H",
          effect: "starts",
          deadline: before(sofort ? f.date : weeksAfter(f.date, 6)),
          reasons: sofort ? ["employees", "sofortmeldung-sector"] : ["employees"],
          legalBasis: [LAW.betriebsnummer, ...(sofort ? [LAW.sofortmeldung] : [LAW.svAnmeldung])],
        };
      }
      // Changes of the business and its complete closure, for an employer.
      const employer = (f.kind === "gewerbeabmeldung" && (f.staff ?? 0) > 0) || (f.staffAtStart ?? 0) > 0;
      if (!employer) return undefined;
      if (f.kind === "gewerbeabmeldung" && f.grund !== "vollstaendige_aufgabe") return undefined;
      return {
        // Staff at the start only (the Anmeldung's) may have left since.
        confidence: f.kind === "gewerbeabmeldung" && (f.staff ?? 0) > 0 ? "H" : "M",
        effect: effectOf(f),
        deadline: promptly(f.date),
        reasons: [
          f.kind === "gewerbeabmeldung" && (f.staff ?? 0) > 0 ? "employees-at-closure" : "employees",
          f.kind === "gewerbeabmeldung" ? "business-ends" : activityChanges(f) ? "activity-changes" : "business-moves",
        ],
        legalBasis: [LAW.betriebsnummerAenderung],
      };
    },
  },
  {
    id: "sv-meldungen",
    place: null,
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date || !f.staff || f.kind === "gewerbeummeldung") return undefined;
      if (f.kind === "gewerbeabmeldung")
        return {
          confidence: "H",
          effect: "ends",
          deadline: due(weeksAfter(f.date, 6)),
          reasons: ["employees-at-closure", "business-ends"],
          legalBasis: [LAW.svAbmeldung],
        };
      // The sector is matched in the activity's words: the earlier Sofortmeldung is a hint to check.
      const sofort = isSofortmeldungSector(f.activity);
      return {
        confidence: sofort ? "M" : "H",
        effect: "starts",
        deadline: sofort ? before(f.date) : due(weeksAfter(f.date, 6)),
        reasons: sofort ? ["employees", "sofortmeldung-sector"] : ["employees"],
        legalBasis: sofort ? [LAW.sofortmeldung, LAW.svAnmeldung] : [LAW.svAnmeldung],
      };
    },
  },
  {
    id: "bg-unfallversicherung",
    place: "berufsgenossenschaft",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date) return undefined;
      if (f.kind === "gewerbeanmeldung") {
        if (f.grund === "verlegung") return undefined;
        if (f.grund && TAKEOVER.has(f.grund))
          return {
            confidence: "H",
            effect: "starts",
            deadline: due(weeksAfter(f.date, 4)),
            reasons: ["change-of-owner"],
            legalBasis: [LAW.bgUnternehmerwechsel],
          };
        const end = weeksAfter(f.date, 1);
        // A Gewerbeanzeige filed within the week counts as the notice.
        const counts = f.completedOn !== null && f.completedOn <= end;
        return {
          confidence: "H",
          effect: "starts",
          deadline: due(end),
          reasons: counts ? ["business-starts", "gewerbeanzeige-counts"] : ["business-starts"],
          legalBasis: [LAW.bgBeginn, LAW.bgAnzeigeGenuegt],
        };
      }
      if (f.kind === "gewerbeummeldung")
        return activityChanges(f)
          ? {
              confidence: "H",
              effect: "changes",
              deadline: due(weeksAfter(f.date, 4)),
              reasons: ["activity-changes"],
              legalBasis: [LAW.bgAenderung],
            }
          : undefined;
      return f.grund && HANDOVER.has(f.grund)
        ? {
            confidence: "H",
            effect: "ends",
            deadline: due(weeksAfter(f.date, 4)),
            reasons: ["change-of-owner"],
            legalBasis: [LAW.bgUnternehmerwechsel],
          }
        : undefined;
    },
  },
  {
    id: "transparenzregister",
    place: "transparenzregister",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date || !f.rechtsform || !TRANSPARENZ_FORMS.has(f.rechtsform)) return undefined;
      if (f.kind === "gewerbeanmeldung") {
        const change = f.grund !== undefined && PARTNERS_CHANGE.has(f.grund);
        return {
          confidence: "H",
          effect: change ? "changes" : "starts",
          deadline: promptly(f.date),
          reasons: change ? ["legal-form-company", "partners-change"] : ["legal-form-company"],
          legalBasis: [LAW.transparenzregister],
        };
      }
      // A handover may change the beneficial owners: a prompt to check.
      return f.kind === "gewerbeabmeldung" && f.grund && HANDOVER.has(f.grund)
        ? {
            confidence: "M",
            effect: "changes",
            deadline: promptly(f.date),
            reasons: ["legal-form-company", "partners-change"],
            legalBasis: [LAW.transparenzregister],
          }
        : undefined;
    },
  },
  {
    id: "handelsregister",
    place: "notar-handelsregister",
    mootWhenEnded: false,
    trigger: (f) => {
      if (!f.date || !f.rechtsform) return undefined;
      if (f.kind === "gewerbeanmeldung") {
        if (f.rechtsform === "einzelunternehmen")
          // Whether the business needs a merchant's set-up (§ 1 Abs. 2 HGB) is for the person to judge.
          return {
            confidence: "M",
            effect: "starts",
            deadline: none,
            reasons: ["sole-trader"],
            legalBasis: [LAW.kaufmann, LAW.handelsregister],
          };
        if (!HANDELSREGISTER_FORMS.has(f.rechtsform) || f.registerNummer) return undefined;
        return {
          confidence: "M",
          effect: "starts",
          deadline: none,
          reasons: ["register-missing"],
          legalBasis: [
            LAW.handelsregister,
            ...(f.rechtsform === "ohg" || f.rechtsform === "kg" || f.rechtsform === "gmbh_co_kg"
              ? [LAW.handelsregisterOhgKg]
              : f.rechtsform === "gmbh" || f.rechtsform === "ug"
                ? [LAW.gmbhEntsteht]
                : []),
            LAW.zwangsgeld,
          ],
        };
      }
      // Changes of a registered firm and its end (§ 31 HGB): the end of the Gewerbe need not end the firm.
      if (!HANDELSREGISTER_FORMS.has(f.rechtsform)) return undefined;
      return {
        confidence: "M",
        effect: effectOf(f),
        deadline: none,
        reasons: [
          "registered-firm",
          f.kind === "gewerbeabmeldung" ? "business-ends" : activityChanges(f) ? "activity-changes" : "business-moves",
        ],
        legalBasis: [LAW.firmaAenderung],
      };
    },
  },
];
