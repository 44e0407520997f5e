import {
  ANMELDENDE,
  ANMELDUNG_FUER,
  type Applicability,
  BETRIEBSARTEN,
  GRUENDE,
  MAX_BESCHAEFTIGTE,
  MAX_GESELLSCHAFTER,
  type PersonPrefix,
  personApplicabilityIn,
  RECHTSFORMEN,
  REGISTERARTEN,
  rechtsformInfo,
  type SectionId,
} from "@app/domain";
import type { ReactNode } from "react";
import { AddressGroup, ContactGroup } from "./draft-address-group";
import { useDraft } from "./draft-context";
import { CheckboxGroup, Group, NumberInput, RadioChoice, SelectInput, TextInput, YesNo } from "./draft-inputs";
import { getPath, setPath } from "./draft-values";
import { PersonFields } from "./person-fields";

export const shows = (rule: Applicability) => rule === "required" || rule === "optional";

export function Unternehmen() {
  const draft = useDraft();
  const code = getPath(draft.values, "rechtsform");
  const rf = rechtsformInfo(typeof code === "string" ? code : undefined);
  const arten = REGISTERARTEN.filter((a) => !rf || (rf.registerarten as readonly string[]).includes(a.code));
  const beantragt = getPath(draft.values, "register_2.beantragt") === true;
  return (
    <>
      <div className="grid gap-2">
        <SelectInput path="rechtsform" options={RECHTSFORMEN} />
        {rf ? (
          <p className="text-muted-foreground text-sm">
            {/* i18n-ignore: the official form's word for who registers; the vocabulary has no other use of it */}
            Anmeldende: {ANMELDENDE[rf.anmeldender]}. Die weiteren Schritte richten sich danach.
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">Die Rechtsform entscheidet, welche Angaben nötig sind.</p>
        )}
      </div>
      {shows(draft.applies("name_1")) ? (
        <TextInput path="name_1" optional={draft.applies("name_1") === "optional"} />
      ) : null}
      {shows(draft.applies("register_2")) ? (
        <Group
          path="register_2"
          optional={draft.applies("register_2") === "optional"}
          className="rounded-lg border p-4"
        >
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextInput path="register_2.gericht" hint="Ort des Amtsgerichts, z.B. Berlin-Charlottenburg" />
            <SelectInput path="register_2.art" options={arten} />
            {beantragt ? null : <TextInput path="register_2.nummer" hint="z.B. 12345 oder 12345 B" />}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={beantragt}
              onChange={(e) => draft.set("register_2.beantragt", e.target.checked ? true : undefined)}
            />
            {draft.label("register_2.beantragt")}
          </label>
        </Group>
      ) : null}
      <TextInput path="geschaeftsbezeichnung_3" optional />
    </>
  );
}

export function Person() {
  const draft = useDraft();
  const company = shows(draft.applies("zahl_gesellschafter_12"));
  const rules = Object.fromEntries(draft.form.personKeys.map((key) => [key, draft.applies(key)]));
  return (
    <>
      {company ? (
        <p className="text-muted-foreground text-sm">
          Angaben zur ersten geschäftsführenden Person bzw. zum ersten gesetzlichen Vertreter; weitere Personen folgen
          im Schritt „Gesellschafter und Vertretung“.
        </p>
      ) : null}
      <PersonFields prefix="" rules={rules} />
    </>
  );
}

export function Wohnanschrift() {
  return (
    <>
      <AddressGroup path="wohnanschrift_11" legend="Wohnanschrift" />
      <ContactGroup path="kontakt_11" legend="Kontakt" />
    </>
  );
}

export function Vertretung() {
  const draft = useDraft();
  const count = getPath(draft.values, "zahl_gesellschafter_12");
  const further = typeof count === "number" && count > 1 ? Math.min(count, MAX_GESELLSCHAFTER) - 1 : 0;
  const vertretung = draft.applies("vertretungsberechtigte_14");
  return (
    <>
      <NumberInput path="zahl_gesellschafter_12" min={1} max={MAX_GESELLSCHAFTER} />
      {shows(draft.applies("oeffentliche_hand_13")) ? <YesNo path="oeffentliche_hand_13" /> : null}
      {Array.from({ length: further }, (_, index) => {
        const prefix: PersonPrefix = `weitere_personen.${index}.`;
        const person = getPath(draft.values, `weitere_personen.${index}`) ?? {};
        return (
          <section key={index} aria-labelledby={`person-${index + 2}`} className="grid gap-4 rounded-lg border p-4">
            <h3 id={`person-${index + 2}`} className="font-semibold">
              Person {index + 2}
            </h3>
            <PersonFields
              prefix={prefix}
              rules={personApplicabilityIn(draft.form, person as Record<string, unknown>)}
            />
            <AddressGroup
              path={`weitere_personen.${index}.wohnanschrift_11`}
              legend={`Wohnanschrift von Person ${index + 2}`}
            />
          </section>
        );
      })}
      {shows(vertretung) ? (
        <Group path="vertretungsberechtigte_14" optional={vertretung === "optional"} className="rounded-lg border p-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextInput path="vertretungsberechtigte_14.name" />
            <TextInput path="vertretungsberechtigte_14.vornamen" />
          </div>
          <AddressGroup path="vertretungsberechtigte_14.anschrift" />
        </Group>
      ) : null}
    </>
  );
}

export function Betriebsstaette() {
  const draft = useDraft();
  return (
    <>
      <AddressGroup path="betriebsstaette_15" legend="Betriebsstätte" />
      <ContactGroup path="kontakt_15" legend="Kontakt" />
      <RadioChoice path="anmeldung_fuer_23" options={ANMELDUNG_FUER} />
      {shows(draft.applies("hauptniederlassung_16")) ? <AddressGroup path="hauptniederlassung_16" /> : null}
    </>
  );
}

function Taetigkeit() {
  return (
    <>
      <TextInput
        path="taetigkeit_18"
        multiline
        hint="Zum Beispiel: Einzelhandel mit Lebensmitteln; Softwareentwicklung und IT-Beratung"
      />
      <YesNo path="nebenerwerb_19" />
      <TextInput path="beginn_20" type="date" />
      <CheckboxGroup path="betriebsart_21" options={BETRIEBSARTEN} />
      <Group path="beschaeftigte_22">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NumberInput path="beschaeftigte_22.vollzeit" min={0} max={MAX_BESCHAEFTIGTE} />
          <NumberInput path="beschaeftigte_22.teilzeit" min={0} max={MAX_BESCHAEFTIGTE} />
        </div>
      </Group>
      <Group path="automaten_reise_24" optional>
        <YesNo path="automaten_reise_24.reisegewerbe" />
      </Group>
    </>
  );
}

function Anlass() {
  const draft = useDraft();
  return (
    <>
      <RadioChoice path="grund_25" options={GRUENDE} />
      {shows(draft.applies("fruehere_betriebsstaette_17")) ? <AddressGroup path="fruehere_betriebsstaette_17" /> : null}
      {shows(draft.applies("frueherer_name_26")) ? <TextInput path="frueherer_name_26" /> : null}
    </>
  );
}

function Erlaubnisse() {
  const draft = useDraft();
  const erlaubnis = getPath(draft.values, "erlaubnis_28.erforderlich") === true;
  const handwerk = getPath(draft.values, "handwerk_29.eingetragen") === true;
  return (
    <>
      <YesNo path="erlaubnis_28.erforderlich" alsoFor="erlaubnis_28" />
      {erlaubnis ? (
        <div className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <TextInput path="erlaubnis_28.art" />
          <TextInput path="erlaubnis_28.behoerde" />
          <TextInput path="erlaubnis_28.datum" type="date" />
        </div>
      ) : null}
      {shows(draft.applies("handwerk_29")) ? (
        <>
          <YesNo path="handwerk_29.eingetragen" alsoFor="handwerk_29" />
          {handwerk ? (
            <div className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2">
              <TextInput path="handwerk_29.handwerkskammer" />
              <TextInput path="handwerk_29.datum" type="date" />
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

/** The Gewerbeanmeldung's steps (the notices' are in ummeldung-steps.tsx and abmeldung-steps.tsx). */
export const STEP_CONTENT: Record<SectionId, () => ReactNode> = {
  unternehmen: Unternehmen,
  person: Person,
  wohnanschrift: Wohnanschrift,
  vertretung: Vertretung,
  betriebsstaette: Betriebsstaette,
  taetigkeit: Taetigkeit,
  anlass: Anlass,
  erlaubnisse: Erlaubnisse,
};

/** Changing the number of persons keeps only as many further persons as it says. */
export function withPersonCount(values: Record<string, unknown>, count: number | undefined) {
  let next = setPath(values, "zahl_gesellschafter_12", count);
  const persons = getPath(next, "weitere_personen");
  if (Array.isArray(persons) && typeof count === "number" && persons.length > Math.max(count - 1, 0)) {
    next = setPath(next, "weitere_personen", persons.slice(0, Math.max(count - 1, 0)));
  }
  return next;
}
