import {
  type Applicability,
  type FieldPath,
  GEBURTSLAENDER,
  GESCHLECHTER,
  MAX_STAATSANGEHOERIGKEITEN,
  type PersonFieldKey,
  type PersonFieldPath,
  type PersonPrefix,
  personPath,
  STAATSANGEHOERIGKEITEN,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDraft } from "./draft-context";
import { Group, RadioChoice, SelectInput, TextInput, YesNo } from "./draft-inputs";
import { getPath } from "./draft-values";
import { APP_LANG } from "./official-text";

const shows = (rule: Applicability) => rule === "required" || rule === "optional";

/**
 * Fields 4–10 and 30–31 of one person: the main person (prefix "") or a further partner or legal
 * representative (prefix "weitere_personen.N."). 30–31 appear only when no nationality gives freedom
 * of establishment.
 */
export function PersonFields({
  prefix,
  rules,
}: {
  prefix: PersonPrefix;
  rules: Record<PersonFieldKey, Applicability>;
}) {
  const draft = useDraft();
  const p = (path: PersonFieldPath) => personPath(prefix, path);
  const titel = getPath(draft.values, p("aufenthaltstitel_30.liegt_vor"));
  const auflagen = getPath(draft.values, p("auflagen_31.vorhanden"));
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
      {shows(rules.aufenthaltstitel_30) ? (
        <div className="bg-muted/40 grid gap-4 rounded-lg border p-4">
          <YesNo path={p("aufenthaltstitel_30.liegt_vor")} alsoFor={p("aufenthaltstitel_30")} />
          {titel === true ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextInput path={p("aufenthaltstitel_30.behoerde")} />
              <TextInput path={p("aufenthaltstitel_30.datum")} type="date" />
            </div>
          ) : null}
          <YesNo path={p("auflagen_31.vorhanden")} alsoFor={p("auflagen_31")} />
          {auflagen === true ? <TextInput path={p("auflagen_31.beschreibung")} multiline /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Field 10: one select per nationality, up to five; an empty select is only on screen, never stored. */
function Nationalities({ p }: { p: (path: PersonFieldPath) => FieldPath }) {
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
