import type { DocumentKind } from "./document-title";
import { defineForm, type Form } from "./engine";
import { rechtsformInfo } from "./rechtsform";
import { REGISTRY } from "./registry";
import { ABMELDUNG_REGISTRY } from "./registry/abmeldung";
import type { DocumentFacts } from "./registry/entry";
import { UMMELDUNG_REGISTRY } from "./registry/ummeldung";
import { SECTION_IDS, type SectionId } from "./section-ids";

/**
 * The three forms of a Gewerbe's life, each its registry (registry/), its steps and the facts its rules
 * read (decision 034). Everything else (schemas, applicability, completeness, the wizard, the PDF)
 * is derived by the one engine (engine.ts).
 */

type Data = Record<string, unknown>;
type Shared = Pick<DocumentFacts, "rechtsform" | "filer" | "company" | "personCount" | "anmeldungFuer" | "answers">;

/** The answers fields 1–16 depend on: the same keys on every form. */
function sharedFacts(data: Data): Shared {
  const rechtsform = rechtsformInfo(data.rechtsform as string | undefined);
  const filer = rechtsform?.anmeldender;
  return {
    rechtsform,
    filer,
    company: filer !== undefined && filer !== "natuerliche_person",
    personCount: data.zahl_gesellschafter_12 as number | undefined,
    anmeldungFuer: data.anmeldung_fuer_23 as string | undefined,
    answers: data,
  };
}

const strings = (value: unknown) => value as readonly string[] | undefined;

/** The GewA 1's step titles (the other forms name their reason's step after themselves). */
export const SECTION_TITLES: Record<SectionId, string> = {
  unternehmen: "Unternehmen",
  person: "Angaben zur Person",
  wohnanschrift: "Wohnanschrift",
  vertretung: "Gesellschafter und Vertretung",
  betriebsstaette: "Betriebsstätte",
  taetigkeit: "Tätigkeit",
  anlass: "Grund der Anmeldung",
  erlaubnisse: "Erlaubnisse und Handwerk",
};

const steps = (ids: readonly SectionId[], titles: Partial<Record<SectionId, string>> = {}) =>
  ids.map((id) => ({ id, title: titles[id] ?? SECTION_TITLES[id] }));

export const GEWERBEANMELDUNG_FORM = defineForm({
  kind: "gewerbeanmeldung",
  registry: REGISTRY,
  sections: steps(SECTION_IDS),
  facts: (data) => {
    const grund = data.grund_25 as string | undefined;
    return {
      ...sharedFacts(data),
      grund,
      gruende: undefined,
      relocation: grund === undefined ? undefined : grund === "verlegung",
      betriebsarten: strings(data.betriebsart_21),
    };
  },
});

/** What changes comes first, then what was carried over from the Anmeldung, to be checked. */
export const UMMELDUNG_FORM = defineForm({
  kind: "gewerbeummeldung",
  registry: UMMELDUNG_REGISTRY,
  sections: steps(
    ["anlass", "betriebsstaette", "taetigkeit", "erlaubnisse", "unternehmen", "person", "wohnanschrift", "vertretung"],
    { anlass: "Grund der Ummeldung" },
  ),
  facts: (data) => {
    const gruende = strings(data.grund_ummeldung_24);
    return {
      ...sharedFacts(data),
      grund: undefined,
      gruende,
      relocation: gruende === undefined ? undefined : gruende.includes("verlegung"),
      betriebsarten: strings(data.betriebsart_22),
    };
  },
});

export const ABMELDUNG_FORM = defineForm({
  kind: "gewerbeabmeldung",
  registry: ABMELDUNG_REGISTRY,
  sections: steps(["anlass", "taetigkeit", "betriebsstaette", "unternehmen", "person", "wohnanschrift", "vertretung"], {
    anlass: "Grund der Abmeldung",
  }),
  facts: (data) => ({
    ...sharedFacts(data),
    grund: data.grund_abmeldung_25 as string | undefined,
    gruende: undefined,
    // Field 17 of the Abmeldung is the future Betriebsstätte, a field of its own (kuenftige_betriebsstaette_17).
    relocation: undefined,
    betriebsarten: strings(data.betriebsart_21),
  }),
});

export const FORMS: Record<DocumentKind, Form> = {
  gewerbeanmeldung: GEWERBEANMELDUNG_FORM,
  gewerbeummeldung: UMMELDUNG_FORM,
  gewerbeabmeldung: ABMELDUNG_FORM,
};

/**
 * The numbers of the filing date and the signature, which are not stored: the Datum is the day the
 * document was completed, the Unterschrift is paper only (§ 2 Abs. 1 GewAnzV).
 */
export const CLOSING_FIELDS: Record<DocumentKind, { datum: number; unterschrift: number }> = {
  gewerbeanmeldung: { datum: 32, unterschrift: 33 },
  gewerbeummeldung: { datum: 29, unterschrift: 30 },
  gewerbeabmeldung: { datum: 29, unterschrift: 30 },
};
