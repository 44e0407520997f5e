import { z } from "zod";
import { addYears, ageOn } from "../dates";
import {
  optionalChoice,
  optionalCode,
  optionalDate,
  optionalGroup,
  optionalText,
  optionalYesNo,
  pastDocumentDate,
} from "../field-schemas";
import { DOKUMENT_MAX_YEARS_BACK, MAX_AGE, MAX_STAATSANGEHOERIGKEITEN, MIN_AGE, NAME_MAX, TEXT_MAX } from "../limits";
import { gewerbeMessages } from "../messages";
import { GESCHLECHTER } from "../options";
import { GEBURTSLAENDER, needsResidenceTitle, STAATENLOS, STAATSANGEHOERIGKEITEN, staatName } from "../staaten";
import { type FieldEntry, type PartEntry, partSchemas, when } from "./entry";
import { detailLines, printChoices, printDate, printText, yesNoChecks } from "./print";

export const personName = (kurz: string) => optionalText(kurz, "name", { max: NAME_MAX });

const geburtsdatum = () =>
  optionalDate((date, today) => {
    if (date >= today) return gewerbeMessages.geburtsdatumZukunft;
    if (date < addYears(today, -MAX_AGE)) return gewerbeMessages.geburtsdatumZuAlt;
    if (ageOn(date, today) < MIN_AGE) return gewerbeMessages.mindestalter;
    return undefined;
  });

const nationalityCodes = new Set(STAATSANGEHOERIGKEITEN.map((s) => s.code));
const birthCountryCodes = new Set(GEBURTSLAENDER.map((s) => s.code));

const staatsangehoerigkeit = () =>
  z
    .array(
      z.string().refine((code) => nationalityCodes.has(code), { error: gewerbeMessages.staatUnbekannt }),
      { error: gewerbeMessages.staatUnbekannt },
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

const geburtsortParts = {
  ort: {
    kurz: "Geburtsort",
    needed: "always",
    schema: (kurz) => optionalText(kurz, "business", { min: 2, max: NAME_MAX }),
  },
  land: {
    kurz: "Geburtsland",
    needed: "always",
    schema: (kurz) => optionalCode(kurz, birthCountryCodes, gewerbeMessages.staatUnbekannt),
  },
} satisfies Record<string, PartEntry>;

const aufenthaltstitelParts = {
  liegt_vor: { needed: "switch", schema: optionalYesNo },
  behoerde: {
    kurz: "Erteilende Behörde",
    needed: "ifYes",
    schema: (kurz) => optionalText(kurz, "business", { max: TEXT_MAX }),
  },
  datum: {
    kurz: "Datum des Aufenthaltstitels",
    needed: "ifYes",
    schema: () => pastDocumentDate(DOKUMENT_MAX_YEARS_BACK),
  },
} satisfies Record<string, PartEntry>;

const auflagenParts = {
  vorhanden: { needed: "switch", schema: optionalYesNo },
  beschreibung: {
    kurz: "Auflage oder Beschränkung",
    needed: "ifYes",
    schema: (kurz) => optionalText(kurz, "multiline", { max: TEXT_MAX * 2 }),
  },
} satisfies Record<string, PartEntry>;

/** Fields 30–31 apply when none of the person's nationalities gives freedom of establishment. */
const needsTitle = ({ nationalities }: { nationalities: readonly string[] | undefined }) =>
  when(nationalities !== undefined, needsResidenceTitle(nationalities ?? []));

/**
 * Step "Angaben zur Person": fields 4–10 of the main person (Inhaber, first managing partner or first
 * legal representative); each further person has them again (weitere_personen). The same on all
 * three forms.
 */
export const personBase = {
  name_4: {
    nr: 4,
    label: "Name",
    kurz: "Name",
    step: "person",
    scope: "person",
    schema: personName,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
  vornamen_5: {
    nr: 5,
    label: "Vornamen",
    kurz: "Vornamen",
    step: "person",
    scope: "person",
    schema: personName,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
  geschlecht_6: {
    nr: 6,
    label: "Geschlecht",
    kurz: "Geschlecht",
    step: "person",
    scope: "person",
    schema: (kurz) => optionalChoice(kurz, GESCHLECHTER),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printChoices(GESCHLECHTER) },
  },
  geburtsname_7: {
    nr: 7,
    label: "Geburtsname (nur wenn abweichend)",
    kurz: "Geburtsname",
    step: "person",
    scope: "person",
    schema: personName,
    appliesWhen: () => "optional",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printText },
  },
  geburtsdatum_8: {
    nr: 8,
    label: "Geburtsdatum",
    kurz: "Geburtsdatum",
    step: "person",
    scope: "person",
    schema: geburtsdatum,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: printDate },
  },
  geburtsort_9: {
    nr: 9,
    label: "Geburtsort und -land",
    kurz: "Geburtsort",
    step: "person",
    scope: "person",
    parts: geburtsortParts,
    schema: (kurz) => optionalGroup(partSchemas(geburtsortParts, kurz)),
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (ort: { ort?: string; land?: string } | undefined) =>
        printText(ort ? [ort.ort, ort.land && staatName(ort.land)].filter(Boolean).join(", ") : undefined),
    },
  },
  staatsangehoerigkeit_10: {
    nr: 10,
    label: "Staatsangehörigkeit(en)",
    kurz: "Staatsangehörigkeit",
    step: "person",
    scope: "person",
    schema: staatsangehoerigkeit,
    appliesWhen: () => "required",
    required: { ask: "erforderlich" },
    pdf: { box: true, print: (list: string[] | undefined) => printText(list?.map(staatName).join(", ")) },
  },
} satisfies Record<string, FieldEntry>;

/** Fields 30–31 of the GewA 1 (27–28 of the GewA 2; the GewA 3 has none), with the person's step. */
export const residence = {
  aufenthaltstitel_30: {
    nr: 30,
    label: "Liegt ein Aufenthaltstitel vor? (erteilende Behörde, Datum)",
    kurz: "Aufenthaltstitel",
    step: "person",
    scope: "person",
    parts: aufenthaltstitelParts,
    schema: (kurz) => optionalGroup(partSchemas(aufenthaltstitelParts, kurz)),
    appliesWhen: needsTitle,
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (titel: { liegt_vor?: boolean; behoerde?: string; datum?: string } | undefined) => ({
        checks: yesNoChecks(titel?.liegt_vor),
        lines: detailLines([
          ["Behörde", titel?.behoerde],
          ["Datum", titel?.datum],
        ]),
      }),
    },
  },
  auflagen_31: {
    nr: 31,
    label: "Enthält der Aufenthaltstitel eine Auflage oder Beschränkung?",
    kurz: "Auflagen",
    step: "person",
    scope: "person",
    parts: auflagenParts,
    schema: (kurz) => optionalGroup(partSchemas(auflagenParts, kurz)),
    appliesWhen: needsTitle,
    required: { ask: "erforderlich" },
    pdf: {
      box: true,
      print: (auflagen: { vorhanden?: boolean; beschreibung?: string } | undefined) => ({
        checks: yesNoChecks(auflagen?.vorhanden),
        lines: printText(auflagen?.beschreibung).lines,
      }),
    },
  },
} satisfies Record<string, FieldEntry>;

/** The GewA 1's person step: 4–10 and 30–31. */
export const person = { ...personBase, ...residence } satisfies Record<string, FieldEntry>;
