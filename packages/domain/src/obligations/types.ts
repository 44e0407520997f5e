import type { AbmeldungData, GewerbeanmeldungData, UmmeldungData } from "../gewerbeanmeldung/data-schema";
import type { DocumentKind } from "../gewerbeanmeldung/document-title";

/**
 * What follows from a completed Gewerbeanzeige: the obligations the form's own answers trigger, each
 * with its deadline computed from the form's dates, why it applies, its legal basis and where to do
 * it (decision 040). This module returns keys and data; the texts a person reads (titles, what to do,
 * the reason sentences, place names) live in the i18n catalogues under these keys.
 */

/** The obligations, by the ids of the reference map (docs/decisions/040-gewerbe-obligations.md). */
export const OBLIGATION_IDS = [
  "gewerbeanzeige",
  "tax-registration",
  "ihk-membership",
  "hwk-handwerksrolle",
  "hwk-anzeige-b",
  "permit-gewo",
  "permit-gaststaette",
  "reisegewerbekarte",
  "aufenthaltstitel",
  "betriebsnummer",
  "sv-meldungen",
  "bg-unfallversicherung",
  "transparenzregister",
  "handelsregister",
] as const;
export type ObligationId = (typeof OBLIGATION_IDS)[number];

/**
 * How sure the rule is: `H` = the law text was read; `M` = an official or chamber page, or an
 * inference. An M obligation is shown as something to check ("Bitte prüfen Sie …"), never as certain.
 */
export type Confidence = "H" | "M";

/** What the document does to the obligation's subject: something starts, changes or ends. */
export type ObligationEffect = "starts" | "changes" | "ends";

/**
 * When it is due (dates are ISO calendar days, YYYY-MM-DD, in Germany):
 * - `due`: at the latest on `date` (a period counted from the document's date, §§ 187, 188 BGB);
 * - `before`: before the activity starts on `date` (a permit or register entry the start needs);
 * - `promptly`: *unverzüglich*, without a fixed day; `from` is the day the duty arises;
 * - `none`: no deadline (automatic, or enforced otherwise).
 * A date in the past is returned as it is: being overdue is the display's concern.
 */
export type Deadline =
  | { kind: "due"; date: string }
  | { kind: "before"; date: string }
  | { kind: "promptly"; from: string }
  | { kind: "none" };

/**
 * Why an obligation applies: stable keys, each a fact read from the form, which the screen turns into
 * a sentence ("weil Sie Beschäftigte angegeben haben").
 */
export const REASON_KEYS = [
  /** A1 20 / A2 21 / A3 20: every Gewerbeanzeige is filed at the time of the event. */
  "gewerbe-event",
  /** The form's Datum is after the event's day (late filing). */
  "filed-late",
  /** A1 20: a business starts. */
  "business-starts",
  /** A GewA 3: the business ends here (any reason). */
  "business-ends",
  /** A GewA 2 with a move within the district. */
  "business-moves",
  /** A GewA 2 with a change or extension of the activity. */
  "activity-changes",
  /** A1 21 / A2 22 / A3 21 includes Handwerk. */
  "craft",
  /** A1 29 / A2 26: the person says the business is (to be) entered in the Handwerksrolle. */
  "craft-handwerksrolle-answered",
  /** A1 21 / A3 21 names something besides Handwerk (Industrie, Handel, Sonstiges): the IHK's. */
  "ihk-business",
  /** A1 28 / A2 25: a permit is needed (answered Ja). */
  "permit-answered",
  /** A1 18 / A2 19: the activity's words match an activity that needs a GewO permit. */
  "permit-activity",
  /** A1 18 / A2 19: the activity reads like a Gaststätte (food or drink served). */
  "gastronomy-activity",
  /** A1 24: Reisegewerbe ticked. */
  "reisegewerbe",
  /** A1 10: a nationality without freedom of establishment (a residence title is needed). */
  "non-eu-nationality",
  /** A1 22: staff at the start (full or part time > 0). */
  "employees",
  /** A3 22: staff at the closure (> 0). */
  "employees-at-closure",
  /** A1 22 > 0 and A1 18 matches a sector with the Sofortmeldung. */
  "sofortmeldung-sector",
  /** A1 25 / A3 26: a takeover or handover (a change of owner). */
  "change-of-owner",
  /** A1 32 is within a week of A1 20: the Gewerbeanzeige filed by then counts as the BG notice. */
  "gewerbeanzeige-counts",
  /** A1 Rechtsform Einzelunternehmen: whether the business needs a merchant's set-up is to be checked. */
  "sole-trader",
  /** A1 Rechtsform: a partnership or a legal person with beneficial owners to report. */
  "legal-form-company",
  /** A1 25 Gesellschaftereintritt / Rechtsformwechsel, A3 25 Gesellschafteraustritt / Rechtsformwechsel / Umwandlung. */
  "partners-change",
  /** A1 Rechtsform needs a register entry, and A1 2 has no register number. */
  "register-missing",
  /** A1 Rechtsform with a register entry, and the business changes or ends. */
  "registered-firm",
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

/** The law behind an obligation: the statute, the provision and its short German wording (as the law puts it). */
export interface LegalBasis {
  /** The statute's abbreviation: "AO", "GewO", "SGB VII", ... */
  law: string;
  /** The provision: "§ 138 Abs. 4". */
  paragraph: string;
  /** The short German wording quoted from the law (German in both languages: it is the law's text); null where none is quoted. */
  wording: string | null;
}

/** Where the obligation is done: a stable key with its official (German) name and web address. */
export const PLACE_KEYS = [
  "gewerbeamt",
  "mein-elster",
  "ihk",
  "hwk",
  "ihk-vermittlerregister",
  "erlaubnisbehoerde",
  "auslaenderbehoerde",
  "ba-betriebsnummern-service",
  "berufsgenossenschaft",
  "transparenzregister",
  "notar-handelsregister",
] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];

export interface Place {
  key: PlaceKey;
  /** The official name, German (a brand or authority name); the screens may translate it by key. */
  name: string;
  /** The official web address, or null where the place is local (the town's Gewerbeamt). */
  url: string | null;
}

/** One obligation that applies to a document. */
export interface Obligation {
  id: ObligationId;
  confidence: Confidence;
  effect: ObligationEffect;
  /** False for what happens by itself (the IHK membership): shown as information, nothing to mark done. */
  actionRequired: boolean;
  deadline: Deadline;
  /** Why it applies: at least one key. */
  reasons: ReasonKey[];
  /** The law, first the provision that sets the duty, then the one that sets the deadline. */
  legalBasis: LegalBasis[];
  /** Where to do it, or null where the map names no place. */
  place: Place | null;
}

/**
 * A stored document's data, as `obligationsFor` reads it. `completedOn` is the form's Datum (GewA 1
 * field 32, GewA 2–3 field 29: the day it became complete, in Germany), null for a draft. A notice
 * carries the Gewerbeanmeldung it follows (for the Rechtsform and the activity where the notice has
 * none of its own); a Gewerbeanmeldung after a move from another district carries the former one.
 */
export type ObligationInput =
  | {
      kind: "gewerbeanmeldung";
      data: GewerbeanmeldungData;
      completedOn: string | null;
      follows?: GewerbeanmeldungData;
    }
  | { kind: "gewerbeummeldung"; data: UmmeldungData; completedOn: string | null; follows?: GewerbeanmeldungData }
  | { kind: "gewerbeabmeldung"; data: AbmeldungData; completedOn: string | null; follows?: GewerbeanmeldungData };

/** The document kinds, for callers that have `kind` as a string. */
export type ObligationDocumentKind = DocumentKind;

/** A fee as a municipality's page gives it, in euros: one amount, or a range (min < max). */
export interface FeeAmount {
  min: number;
  max: number;
  /** Where the fee differs by who files: for a natural or a legal person. */
  filer?: "natuerliche_person" | "juristische_person";
}

/** An example of a Gewerbeamt's fees (An-, Um-, Abmeldung) with where it was read. */
export interface FeeExample {
  municipality: string;
  /** The Land's abbreviation, as the stored address gives it (bundesland.kuerzel). */
  land: string;
  fees: Record<DocumentKind, FeeAmount[]>;
  source: {
    /** The map read undated municipal pages. */
    kind: "municipal-page";
    /** When the copy was stored (the pages themselves are undated). */
    retrieved: string;
    dated: false;
  };
}
