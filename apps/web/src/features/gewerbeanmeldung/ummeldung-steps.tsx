import { BETRIEBSARTEN, type SectionId, UMMELDUNG_GRUENDE } from "@app/domain";
import type { ReactNode } from "react";
import { AddressGroup } from "./draft-address-group";
import { useDraft } from "./draft-context";
import { CheckboxGroup, TextInput, YesNo } from "./draft-inputs";
import { getPath } from "./draft-values";
import { Betriebsstaette, Person, shows, Unternehmen, Vertretung, Wohnanschrift } from "./wizard-steps";

/** Step "Grund der Ummeldung": what changes (24), when (21), and for a move the former place (17). */
function Anlass() {
  const draft = useDraft();
  return (
    <>
      <CheckboxGroup path="grund_ummeldung_24" options={UMMELDUNG_GRUENDE} />
      <TextInput path="datum_aenderung_21" type="date" hint="Der Tag, an dem die Änderung wirksam wird." />
      {shows(draft.applies("fruehere_betriebsstaette_17")) ? (
        <>
          <AddressGroup path="fruehere_betriebsstaette_17" />
          <p className="text-muted-foreground text-sm">Die neue Anschrift geben Sie im Schritt „Betriebsstätte“ an.</p>
        </>
      ) : null}
    </>
  );
}

/** Step "Tätigkeit": the activity before (18, as registered) and after the change (19), 20 and 22. */
function Taetigkeit() {
  const draft = useDraft();
  return (
    <>
      <TextInput path="taetigkeit_18" multiline />
      {shows(draft.applies("taetigkeit_neu_19")) ? (
        <TextInput
          path="taetigkeit_neu_19"
          multiline
          hint="Die gesamte Tätigkeit nach der Änderung, nicht nur das, was hinzukommt."
        />
      ) : null}
      <YesNo path="nebenerwerb_20" />
      <CheckboxGroup path="betriebsart_22" options={BETRIEBSARTEN} />
    </>
  );
}

/** Step "Erlaubnisse und Handwerk": 25 and 26 (the GewA 1's 28 and 29). */
function Erlaubnisse() {
  const draft = useDraft();
  const erlaubnis = getPath(draft.values, "erlaubnis_25.erforderlich") === true;
  const handwerk = getPath(draft.values, "handwerk_26.eingetragen") === true;
  return (
    <>
      <YesNo path="erlaubnis_25.erforderlich" alsoFor="erlaubnis_25" />
      {erlaubnis ? (
        <div className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <TextInput path="erlaubnis_25.art" />
          <TextInput path="erlaubnis_25.behoerde" />
          <TextInput path="erlaubnis_25.datum" type="date" />
        </div>
      ) : null}
      {shows(draft.applies("handwerk_26")) ? (
        <>
          <YesNo path="handwerk_26.eingetragen" alsoFor="handwerk_26" />
          {handwerk ? (
            <div className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2">
              <TextInput path="handwerk_26.handwerkskammer" />
              <TextInput path="handwerk_26.datum" type="date" />
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          Angaben zur Handwerksrolle sind nur bei einem Handwerksbetrieb nötig (Schritt „Tätigkeit“, Art des Betriebes).
        </p>
      )}
    </>
  );
}

/** The Gewerbe-Ummeldung's steps (GewA 2). */
export const UMMELDUNG_STEPS: Partial<Record<SectionId, () => ReactNode>> = {
  anlass: Anlass,
  betriebsstaette: Betriebsstaette,
  taetigkeit: Taetigkeit,
  erlaubnisse: Erlaubnisse,
  unternehmen: Unternehmen,
  person: Person,
  wohnanschrift: Wohnanschrift,
  vertretung: Vertretung,
};
