import type { StoredAddress } from "../gewerbeanmeldung/address";
import type { DocumentKind } from "../gewerbeanmeldung/document-title";
import { rechtsformInfo } from "../gewerbeanmeldung/rechtsform";
import { needsResidenceTitle } from "../gewerbeanmeldung/staaten";
import type { ObligationInput } from "./types";

/**
 * The answers the rules read, under one name for all three forms (the same content has another
 * number on each: the date is A1 20, A2 21, A3 20; the Art des Betriebes A1 21, A2 22, A3 21; the
 * permit A1 28, A2 25; the Handwerksrolle A1 29, A2 26). What a notice does not hold itself (the
 * Rechtsform, the staff at the start) comes from the Gewerbeanmeldung it follows.
 */
export interface Facts {
  kind: DocumentKind;
  /** The day of the event: the Beginn, the change, the Aufgabe. */
  date: string | undefined;
  /** The form's Datum (the day it was completed). */
  completedOn: string | null;
  rechtsform: string | undefined;
  /** Register type of field 2 (HRA, HRB, ...), and whether it has a number. */
  registerArt: string | undefined;
  registerNummer: boolean;
  /** The activity the rules match: A1 18, A2 19 (after the change), A3 18. */
  activity: string;
  betriebsarten: readonly string[];
  /** People working at the start (A1 22) or at the closure (A3 22), full and part time. */
  staff: number | undefined;
  /** The Gewerbeanmeldung's staff at the start, for a notice. */
  staffAtStart: number | undefined;
  reisegewerbe: boolean;
  /** A1 28 / A2 25 answered Ja. */
  permitAnswered: boolean;
  /** A1 29 / A2 26 answered Ja; for a GewA 3 the Gewerbeanmeldung's A1 29. */
  handwerksrolle: boolean;
  /** Some person's nationalities give no freedom of establishment (A1 10). */
  needsResidenceTitle: boolean;
  /** A1 25 or A3 25, one reason. */
  grund: string | undefined;
  /** A2 24, several reasons. */
  gruende: readonly string[];
  /** A3 26: how the business was handed over. */
  uebergabe: string | undefined;
  betriebsstaette: StoredAddress | undefined;
}

const count = (staff: { vollzeit?: number; teilzeit?: number } | undefined) =>
  staff === undefined ? undefined : (staff.vollzeit ?? 0) + (staff.teilzeit ?? 0);

type Persons = { staatsangehoerigkeit_10?: string[]; weitere_personen?: { staatsangehoerigkeit_10?: string[] }[] };
const anyNeedsTitle = (data: Persons) =>
  [data.staatsangehoerigkeit_10, ...(data.weitere_personen ?? []).map((p) => p.staatsangehoerigkeit_10)].some(
    (list) => list !== undefined && needsResidenceTitle(list),
  );

export function factsOf(input: ObligationInput): Facts {
  const anmeldung = input.kind === "gewerbeanmeldung" ? input.data : input.follows;
  const d = input.data;
  const rechtsform = d.rechtsform ?? anmeldung?.rechtsform;
  const register = d.register_2 ?? anmeldung?.register_2;
  const common = {
    kind: input.kind,
    completedOn: input.completedOn,
    rechtsform: rechtsformInfo(rechtsform)?.code,
    registerArt: register?.art,
    registerNummer: Boolean(register?.nummer),
    staffAtStart: count(anmeldung?.beschaeftigte_22),
    needsResidenceTitle: anyNeedsTitle(d),
    betriebsstaette: d.betriebsstaette_15,
  };
  switch (input.kind) {
    case "gewerbeanmeldung": {
      const a = input.data;
      return {
        ...common,
        date: a.beginn_20,
        activity: a.taetigkeit_18 ?? "",
        betriebsarten: a.betriebsart_21 ?? [],
        staff: count(a.beschaeftigte_22),
        reisegewerbe: a.automaten_reise_24?.reisegewerbe === true,
        permitAnswered: a.erlaubnis_28?.erforderlich === true,
        handwerksrolle: a.handwerk_29?.eingetragen === true,
        grund: a.grund_25,
        gruende: [],
        uebergabe: undefined,
      };
    }
    case "gewerbeummeldung": {
      const u = input.data;
      return {
        ...common,
        date: u.datum_aenderung_21,
        activity: u.taetigkeit_neu_19 ?? u.taetigkeit_18 ?? "",
        betriebsarten: u.betriebsart_22 ?? anmeldung?.betriebsart_21 ?? [],
        staff: undefined,
        reisegewerbe: false,
        permitAnswered: u.erlaubnis_25?.erforderlich === true,
        handwerksrolle: u.handwerk_26?.eingetragen === true,
        grund: undefined,
        gruende: u.grund_ummeldung_24 ?? [],
        uebergabe: undefined,
      };
    }
    case "gewerbeabmeldung": {
      const b = input.data;
      return {
        ...common,
        date: b.datum_aufgabe_20,
        activity: b.taetigkeit_18 ?? anmeldung?.taetigkeit_18 ?? "",
        betriebsarten: b.betriebsart_21 ?? anmeldung?.betriebsart_21 ?? [],
        staff: count(b.beschaeftigte_aufgabe_22),
        reisegewerbe: b.automaten_reise_24?.reisegewerbe === true,
        permitAnswered: anmeldung?.erlaubnis_28?.erforderlich === true,
        handwerksrolle: anmeldung?.handwerk_29?.eingetragen === true,
        grund: b.grund_abmeldung_25,
        gruende: [],
        uebergabe: b.uebergabe_26,
      };
    }
  }
}
