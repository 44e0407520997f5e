import { z } from "zod";
import { addYears, ageOn } from "./dates";
import {
  addressField,
  contactField,
  optionalAddress,
  optionalBusinessName,
  optionalChoice,
  optionalCode,
  optionalCount,
  optionalDate,
  optionalGroup,
  optionalPattern,
  optionalStadt,
  optionalText,
  optionalYesNo,
  pastDocumentDate,
} from "./field-schemas";
import { FIELDS } from "./fields";
import {
  BEGINN_MAX_YEARS_AHEAD,
  BEGINN_MAX_YEARS_BACK,
  DOKUMENT_MAX_YEARS_BACK,
  MAX_AGE,
  MAX_BESCHAEFTIGTE,
  MAX_GESELLSCHAFTER,
  MAX_STAATSANGEHOERIGKEITEN,
  MIN_AGE,
  NAME_MAX,
  TAETIGKEIT_MAX,
  TAETIGKEIT_MIN,
  TEXT_MAX,
} from "./limits";
import { gewerbeMessages } from "./messages";
import { ANMELDUNG_FUER, BETRIEBSARTEN, GESCHLECHTER, GRUENDE } from "./options";
import { RECHTSFORMEN, REGISTERARTEN } from "./rechtsform";
import { GEBURTSLAENDER, STAATENLOS, STAATSANGEHOERIGKEITEN } from "./staaten";

const geburtsdatum = optionalDate((date, today) => {
  if (date >= today) return gewerbeMessages.geburtsdatumZukunft;
  if (date < addYears(today, -MAX_AGE)) return gewerbeMessages.geburtsdatumZuAlt;
  if (ageOn(date, today) < MIN_AGE) return gewerbeMessages.mindestalter;
  return undefined;
});

const beginn = optionalDate((date, today) => {
  if (date > addYears(today, BEGINN_MAX_YEARS_AHEAD)) return gewerbeMessages.beginnZuFern;
  if (date < addYears(today, -BEGINN_MAX_YEARS_BACK)) return gewerbeMessages.beginnZuAlt;
  return undefined;
});

const nationalityCodes = new Set(STAATSANGEHOERIGKEITEN.map((s) => s.code));
const birthCountryCodes = new Set(GEBURTSLAENDER.map((s) => s.code));

const staatsangehoerigkeit = z
  .array(
    z.string().refine((code) => nationalityCodes.has(code), { error: gewerbeMessages.staatUnbekannt }),
    {
      error: gewerbeMessages.staatUnbekannt,
    },
  )
  .max(MAX_STAATSANGEHOERIGKEITEN, { error: gewerbeMessages.staatenZuViele })
  .superRefine((list, ctx) => {
    if (new Set(list).size !== list.length) ctx.addIssue({ code: "custom", message: gewerbeMessages.staatDoppelt });
    if (list.includes(STAATENLOS.code) && list.length > 1) {
      ctx.addIssue({ code: "custom", message: gewerbeMessages.staatenlosAllein });
    }
  })
  .optional()
  .transform((list) => (list?.length ? list : undefined));

const personName = (label: string) => optionalText(label, "name", { max: NAME_MAX });

function personShape<A extends z.ZodType>(wohnanschrift: A) {
  return {
    name_4: personName(FIELDS.name_4.kurz),
    vornamen_5: personName(FIELDS.vornamen_5.kurz),
    geschlecht_6: optionalChoice(FIELDS.geschlecht_6.kurz, GESCHLECHTER),
    geburtsname_7: personName(FIELDS.geburtsname_7.kurz),
    geburtsdatum_8: geburtsdatum,
    geburtsort_9: optionalGroup({
      ort: optionalText("Geburtsort", "business", { min: 2, max: NAME_MAX }),
      land: optionalCode("Geburtsland", birthCountryCodes, gewerbeMessages.staatUnbekannt),
    }),
    staatsangehoerigkeit_10: staatsangehoerigkeit,
    wohnanschrift_11: wohnanschrift,
    kontakt_11: contactField(),
    aufenthaltstitel_30: optionalGroup({
      liegt_vor: optionalYesNo(FIELDS.aufenthaltstitel_30.kurz),
      behoerde: optionalText("Erteilende Behörde", "business", { max: TEXT_MAX }),
      datum: pastDocumentDate(DOKUMENT_MAX_YEARS_BACK),
    }),
    auflagen_31: optionalGroup({
      vorhanden: optionalYesNo(FIELDS.auflagen_31.kurz),
      beschreibung: optionalText("Auflage oder Beschränkung", "multiline", { max: TEXT_MAX * 2 }),
    }),
  };
}

/** A further managing partner or legal representative (a supplementary sheet of the paper form). */
export const personSchema = z.object(personShape(optionalAddress(FIELDS.wohnanschrift_11.kurz)));
export type PersonData = OptionalKeys<z.output<typeof personSchema>>;

/** Keys whose value may be undefined become optional keys (zod keeps them required after a transform). */
type OptionalKeys<T> = {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
} & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** Berlin's register numbers carry a suffix ("HRB 12345 B"); the type (HRB) is chosen separately. */
const REGISTERNUMMER = /^\d{1,7}(?: ?[A-Za-z]{1,3})?$/;

const register = optionalGroup({
  gericht: optionalText("Registergericht", "business", { max: TEXT_MAX }),
  art: optionalChoice("Registerart", REGISTERARTEN),
  nummer: optionalPattern("Registernummer", REGISTERNUMMER, gewerbeMessages.registernummer, 12),
  /** Registration applied for, no number yet (e.g. a GmbH in formation). */
  beantragt: optionalYesNo("Eintragung beantragt"),
}).superRefine((value, ctx) => {
  // A German register court is named by its town: SPEC §5's Stadt rule. Foreign registers are free text.
  if (value?.gericht && value.art !== "AUSLAND") {
    const result = optionalStadt("Registergericht").safeParse(value.gericht);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: ["gericht"] });
    }
  }
});

const betriebsarten = z
  .array(
    z.enum(BETRIEBSARTEN.map((b) => b.code) as [string, ...string[]], {
      error: gewerbeMessages.auswahl("Art des Betriebes"),
    }),
    {
      error: gewerbeMessages.auswahl("Art des Betriebes"),
    },
  )
  .superRefine((list, ctx) => {
    if (new Set(list).size !== list.length)
      ctx.addIssue({ code: "custom", message: gewerbeMessages.betriebsartDoppelt });
  })
  .optional()
  .transform((list) => (list?.length ? (list as (typeof BETRIEBSARTEN)[number]["code"][]) : undefined));

/**
 * Every field of the complete form (schema_version 2). Fields 11 and 15 are always there (the quick
 * create asks for them); everything else may be missing in a draft but must be valid when given.
 */
export const gewerbeanmeldungFields = {
  rechtsform: optionalChoice(FIELDS.rechtsform.kurz, RECHTSFORMEN),
  name_1: optionalBusinessName(FIELDS.name_1.kurz),
  register_2: register,
  geschaeftsbezeichnung_3: optionalBusinessName(FIELDS.geschaeftsbezeichnung_3.kurz),
  ...personShape(addressField(FIELDS.wohnanschrift_11.kurz)),
  weitere_personen: z
    .array(personSchema, { error: gewerbeMessages.personenMaximum })
    .max(MAX_GESELLSCHAFTER - 1, { error: gewerbeMessages.personenMaximum })
    .optional()
    .transform((list) => (list?.length ? list : undefined)),
  zahl_gesellschafter_12: optionalCount(1, MAX_GESELLSCHAFTER).optional(),
  oeffentliche_hand_13: optionalYesNo(FIELDS.oeffentliche_hand_13.kurz),
  vertretungsberechtigte_14: optionalGroup({
    name: personName("Name der vertretungsberechtigten Person"),
    vornamen: personName("Vornamen der vertretungsberechtigten Person"),
    anschrift: optionalAddress("Anschrift der vertretungsberechtigten Person"),
  }),
  betriebsstaette_15: addressField(FIELDS.betriebsstaette_15.kurz),
  kontakt_15: contactField(),
  hauptniederlassung_16: optionalAddress(FIELDS.hauptniederlassung_16.kurz),
  fruehere_betriebsstaette_17: optionalAddress(FIELDS.fruehere_betriebsstaette_17.kurz),
  taetigkeit_18: optionalText(FIELDS.taetigkeit_18.kurz, "multiline", { min: TAETIGKEIT_MIN, max: TAETIGKEIT_MAX }),
  nebenerwerb_19: optionalYesNo(FIELDS.nebenerwerb_19.kurz),
  beginn_20: beginn,
  betriebsart_21: betriebsarten,
  beschaeftigte_22: z
    .object({
      vollzeit: optionalCount(0, MAX_BESCHAEFTIGTE),
      teilzeit: optionalCount(0, MAX_BESCHAEFTIGTE),
    })
    .optional(),
  anmeldung_fuer_23: optionalChoice(FIELDS.anmeldung_fuer_23.kurz, ANMELDUNG_FUER),
  automaten_reise_24: z
    .object({
      automatenaufstellung: optionalYesNo("Automatenaufstellungsgewerbe"),
      reisegewerbe: optionalYesNo("Reisegewerbe"),
    })
    .optional(),
  grund_25: optionalChoice(FIELDS.grund_25.kurz, GRUENDE),
  frueherer_name_26: optionalBusinessName(FIELDS.frueherer_name_26.kurz),
  erlaubnis_28: optionalGroup({
    erforderlich: optionalYesNo(FIELDS.erlaubnis_28.kurz),
    art: optionalText("Art der Erlaubnis", "business", { max: TEXT_MAX }),
    behoerde: optionalText("Erteilende Behörde", "business", { max: TEXT_MAX }),
    datum: pastDocumentDate(DOKUMENT_MAX_YEARS_BACK),
  }),
  handwerk_29: optionalGroup({
    eingetragen: optionalYesNo(FIELDS.handwerk_29.kurz),
    handwerkskammer: optionalText("Handwerkskammer", "business", { max: TEXT_MAX }),
    datum: pastDocumentDate(DOKUMENT_MAX_YEARS_BACK),
  }),
};

/** A draft: what `saveDraft` accepts and what is stored (unknown keys are dropped). */
export const gewerbeanmeldungDraftSchema = z.object(gewerbeanmeldungFields);
export type GewerbeanmeldungDraftInput = z.input<typeof gewerbeanmeldungDraftSchema>;
/** The stored document data (schema_version 2). */
export type GewerbeanmeldungData = OptionalKeys<
  Omit<z.output<typeof gewerbeanmeldungDraftSchema>, "weitere_personen"> & { weitere_personen?: PersonData[] }
>;
