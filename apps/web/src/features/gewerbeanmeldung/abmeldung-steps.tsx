import {
  ABMELDUNG_GRUENDE,
  AUFGABE_URSACHEN,
  BETRIEBSARTEN,
  MAX_BESCHAEFTIGTE,
  type SectionId,
  UEBERGABE_ARTEN,
} from "@app/domain";
import type { ReactNode } from "react";
import { AddressGroup } from "./draft-address-group";
import { useDraft } from "./draft-context";
import { CheckboxGroup, Group, NumberInput, RadioChoice, TextInput, YesNo } from "./draft-inputs";
import { getPath } from "./draft-values";
import { MoveElsewhereHint } from "./move-elsewhere";
import { Betriebsstaette, Person, shows, Unternehmen, Vertretung, Wohnanschrift } from "./wizard-steps";

/** Step "Grund der Abmeldung": 25 and what follows from it (26–28, 17), and the date of the Aufgabe (20). */
function Anlass() {
  const draft = useDraft();
  const grund = getPath(draft.values, "grund_abmeldung_25");
  return (
    <>
      {/* A move elsewhere: the hint with the way to the new district's Gewerbeanmeldung says what the warning would. */}
      <RadioChoice
        path="grund_abmeldung_25"
        options={ABMELDUNG_GRUENDE}
        hideWarning={grund === "verlegung" && Boolean(draft.anmeldungId)}
      />
      {grund === "verlegung" && draft.anmeldungId ? <MoveElsewhereHint anmeldungId={draft.anmeldungId} /> : null}
      {shows(draft.applies("uebergabe_26")) ? (
        <RadioChoice path="uebergabe_26" options={UEBERGABE_ARTEN} inline />
      ) : null}
      {shows(draft.applies("nachfolger_27")) ? (
        <TextInput path="nachfolger_27" optional={draft.applies("nachfolger_27") === "optional"} />
      ) : null}
      {shows(draft.applies("aufgabegrund_28")) ? (
        <RadioChoice path="aufgabegrund_28" options={AUFGABE_URSACHEN} />
      ) : null}
      <TextInput path="datum_aufgabe_20" type="date" hint="Der letzte Tag, an dem der Betrieb geführt wird." />
      {shows(draft.applies("kuenftige_betriebsstaette_17")) ? (
        <AddressGroup path="kuenftige_betriebsstaette_17" />
      ) : null}
    </>
  );
}

/** Step "Tätigkeit": what is deregistered, as registered (18, 19, 21, 24), and the staff at closure (22). */
function Taetigkeit() {
  return (
    <>
      <TextInput path="taetigkeit_18" multiline />
      <YesNo path="nebenerwerb_19" />
      <CheckboxGroup path="betriebsart_21" options={BETRIEBSARTEN} />
      <Group path="beschaeftigte_aufgabe_22">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NumberInput path="beschaeftigte_aufgabe_22.vollzeit" min={0} max={MAX_BESCHAEFTIGTE} />
          <NumberInput path="beschaeftigte_aufgabe_22.teilzeit" min={0} max={MAX_BESCHAEFTIGTE} />
        </div>
      </Group>
      <Group path="automaten_reise_24" optional>
        <YesNo path="automaten_reise_24.reisegewerbe" />
      </Group>
    </>
  );
}

/** The Gewerbe-Abmeldung's steps (GewA 3). */
export const ABMELDUNG_STEPS: Partial<Record<SectionId, () => ReactNode>> = {
  anlass: Anlass,
  taetigkeit: Taetigkeit,
  betriebsstaette: Betriebsstaette,
  unternehmen: Unternehmen,
  person: Person,
  wohnanschrift: Wohnanschrift,
  vertretung: Vertretung,
};
