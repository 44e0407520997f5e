/**
 * Limits of the complete form. Ages and dates: see docs/decisions/010-gewerbeanmeldung-schema.md.
 */

/** § 112 BGB lets a minor run a business with the family court's approval; below 16 we refuse. */
export const MIN_AGE = 16;
/** A birth date more than this many years ago is a typo. */
export const MAX_AGE = 120;
/** The start of the activity (field 20) may lie at most this far ahead… */
export const BEGINN_MAX_YEARS_AHEAD = 1;
/** …and at most this far back (a late filing is still a filing). */
export const BEGINN_MAX_YEARS_BACK = 5;
/** Dates of permits and registrations (fields 28–30) no earlier than this many years ago. */
export const DOKUMENT_MAX_YEARS_BACK = 100;

export const NAME_MAX = 100;
export const TEXT_MAX = 200;
export const TAETIGKEIT_MIN = 10;
export const TAETIGKEIT_MAX = 1000;
export const MAX_GESELLSCHAFTER = 50;
export const MAX_BESCHAEFTIGTE = 99_999;
export const MAX_STAATSANGEHOERIGKEITEN = 5;
/** The date of an Ummeldung's change (GewA 2, 21) or of the Aufgabe (GewA 3, 20) at most this many days ahead… */
export const MELDUNG_MAX_DAYS_AHEAD = 14;
/** …and a warning, not a refusal, when it lies more than this many days back (decision 034)… */
export const MELDUNG_WARN_DAYS_BACK = 28;
/** …and refused as a typo when it lies more than this many years back. */
export const MELDUNG_MAX_YEARS_BACK = 5;
