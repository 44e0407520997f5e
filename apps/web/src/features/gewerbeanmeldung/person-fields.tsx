import {
  type AnyFieldPath,
  type AnyPersonFieldPath,
  type Applicability,
  type DocumentKind,
  GEBURTSLAENDER,
  GESCHLECHTER,
  MAX_STAATSANGEHOERIGKEITEN,
  type PersonPrefix,
  STAATSANGEHOERIGKEITEN,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDraft } from "./draft-context";
import { Group, RadioChoice, SelectInput, TextInput, YesNo } from "./draft-inputs";
import { getPath } from "./draft-values";
import { APP_LANG } from "./official-text";

const shows = (rule: Applicability | undefined) => rule === "required" || rule === "optional";

/** The residence title's fields of each form: GewA 1 30–31, GewA 2 27–28, none on the GewA 3. */
const RESIDENCE = {
  gewerbeanmeldung: ["aufenthaltstitel_30", "auflagen_31"],
  gewerbeummeldung: ["aufenthaltstitel_27", "auflagen_28"],
  gewerbeabmeldung: null,
} as const satisfies Record<DocumentKind, readonly [AnyPersonFieldPath, AnyPersonFieldPath] | null>;

/** The path of a person's field under the main person or a further person. */
const personPath = (prefix: PersonPrefix, path: AnyPersonFieldPath) => `${prefix}${path}` as AnyFieldPath;

/**
 * Fields 4–10 and the residence title (GewA 1 30–31, GewA 2 27–28) of one person: the main person
 * (prefix "") or a further partner or legal representative (prefix "weitere_personen.N."). The title
 * appears only when no nationality gives freedom of establishment.
 */
export function PersonFields({ prefix, rules }: { prefix: PersonPrefix; rules: Record<string, Applicability> }) {
  const draft = useDraft();
  const p = (path: AnyPersonFieldPath) => personPath(prefix, path);
  const residence = RESIDENCE[draft.kind];
  return (
    <div className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={p("name_4")} autoComplete="family-name" />
        <TextInput path={p("vornamen_5")} autoComplete="given-name" />
      </div>
      <RadioChoice path={p("geschlecht_6")} options={GESCHLECHTER} inline />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={p("geburtsname_7")} optional />
        <TextInput path={p("geburtsdatum_8")} type="date" autoComplete="bday" />
      </div>
      <Group path={p("geburtsort_9")}>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextInput path={p("geburtsort_9.ort")} />
          <SelectInput path={p("geburtsort_9.land")} options={GEBURTSLAENDER} />
        </div>
      </Group>
      <Nationalities p={p} />
      {residence && shows(rules[residence[0]]) ? (
        <Residence p={p} titel={residence[0]} auflagen={residence[1]} />
      ) : null}
    </div>
  );
}

/** The residence title and its conditions (Ja/Nein, then their details). */
function Residence({
  p,
  titel,
  auflagen,
}: {
  p: (path: AnyPersonFieldPath) => AnyFieldPath;
  titel: "aufenthaltstitel_30" | "aufenthaltstitel_27";
  auflagen: "auflagen_31" | "auflagen_28";
}) {
  const draft = useDraft();
  const hasTitle = getPath(draft.values, p(`${titel}.liegt_vor`)) === true;
  const hasConditions = getPath(draft.values, p(`${auflagen}.vorhanden`)) === true;
  return (
    <div className="bg-muted/40 grid gap-4 rounded-lg border p-4">
      <YesNo path={p(`${titel}.liegt_vor`)} alsoFor={p(titel)} />
      {hasTitle ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextInput path={p(`${titel}.behoerde`)} />
          <TextInput path={p(`${titel}.datum`)} type="date" />
        </div>
      ) : null}
      <YesNo path={p(`${auflagen}.vorhanden`)} alsoFor={p(auflagen)} />
      {hasConditions ? <TextInput path={p(`${auflagen}.beschreibung`)} multiline /> : null}
    </div>
  );
}

/** Field 10: one select per nationality, up to five; an empty select is only on screen, never stored. */
function Nationalities({ p }: { p: (path: AnyPersonFieldPath) => AnyFieldPath }) {
  const draft = useDraft();
  const path = p("staatsangehoerigkeit_10");
  const [adding, setAdding] = useState(false);
  const value = getPath(draft.values, path);
  const stored = Array.isArray(value) ? (value as string[]) : [];
  const slots = stored.length === 0 || adding ? [...stored, ""] : stored;
  const setAt = (index: number, code: string | undefined) => {
    const next = [...slots];
    next[index] = code ?? "";
    draft.set(
      path,
      next.filter((c) => c !== ""),
    );
    if (index === stored.length) setAdding(false);
  };
  const remove = (index: number) => {
    if (index === stored.length) setAdding(false);
    else
      draft.set(
        path,
        stored.filter((_, i) => i !== index),
      );
  };
  return (
    <Group path={path}>
      <div className="grid gap-3">
        {slots.map((_, index) => (
          <div key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <SelectInput
                path={p(`staatsangehoerigkeit_10.${index}`)}
                // Not the registry's "Staatsangehörigkeit(en)": each select holds one (official labels).
                label={index === 0 ? "Staatsangehörigkeit" : `Weitere Staatsangehörigkeit (${index + 1})`}
                options={STAATSANGEHOERIGKEITEN}
                onChange={(c) => setAt(index, c)}
              />
            </div>
            {index > 0 ? (
              // The app's buttons among the official (lang="de") fields.
              <Button type="button" variant="outline" lang={APP_LANG} onClick={() => remove(index)}>
                {m.gewa_remove()}
                <span className="sr-only">{` ${m.gewa_nationality_number({ number: index + 1 })}`}</span>
              </Button>
            ) : null}
          </div>
        ))}
        {slots.length < MAX_STAATSANGEHOERIGKEITEN && !slots.includes("") ? (
          <Button type="button" variant="outline" className="w-fit" lang={APP_LANG} onClick={() => setAdding(true)}>
            {m.gewa_add_nationality()}
          </Button>
        ) : null}
      </div>
    </Group>
  );
}
