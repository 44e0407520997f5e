import {
  type Applicability,
  FIELDS,
  GEBURTSLAENDER,
  GESCHLECHTER,
  MAX_STAATSANGEHOERIGKEITEN,
  STAATSANGEHOERIGKEITEN,
} from "@app/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDraft } from "./draft-context";
import { Group, RadioChoice, SelectInput, TextInput, YesNo } from "./draft-inputs";
import { getPath } from "./draft-values";

const shows = (rule: Applicability) => rule === "required" || rule === "optional";

/**
 * Fields 4–10 and 30–31 of one person: the main person (prefix "") or a further partner or legal
 * representative (prefix "weitere_personen.N."). 30–31 appear only when no nationality gives freedom
 * of establishment.
 */
export function PersonFields({ prefix, rules }: { prefix: string; rules: Record<string, Applicability> }) {
  const draft = useDraft();
  const p = (key: string) => `${prefix}${key}`;
  const titel = getPath(draft.values, p("aufenthaltstitel_30.liegt_vor"));
  const auflagen = getPath(draft.values, p("auflagen_31.vorhanden"));
  return (
    <div className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={p("name_4")} label={FIELDS.name_4.label} autoComplete="family-name" />
        <TextInput path={p("vornamen_5")} label={FIELDS.vornamen_5.label} autoComplete="given-name" />
      </div>
      <RadioChoice path={p("geschlecht_6")} label={FIELDS.geschlecht_6.label} options={GESCHLECHTER} inline />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={p("geburtsname_7")} label="Geburtsname (nur wenn abweichend)" optional />
        <TextInput path={p("geburtsdatum_8")} label={FIELDS.geburtsdatum_8.label} type="date" autoComplete="bday" />
      </div>
      <Group path={p("geburtsort_9")} legend={FIELDS.geburtsort_9.label}>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextInput path={p("geburtsort_9.ort")} label="Geburtsort" />
          <SelectInput path={p("geburtsort_9.land")} label="Geburtsland" options={GEBURTSLAENDER} />
        </div>
      </Group>
      <Nationalities path={p("staatsangehoerigkeit_10")} />
      {shows(rules.aufenthaltstitel_30) ? (
        <div className="bg-muted/40 grid gap-4 rounded-lg border p-4">
          <YesNo
            path={p("aufenthaltstitel_30.liegt_vor")}
            label={FIELDS.aufenthaltstitel_30.label}
            alsoFor={p("aufenthaltstitel_30")}
          />
          {titel === true ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextInput path={p("aufenthaltstitel_30.behoerde")} label="Erteilende Behörde" />
              <TextInput path={p("aufenthaltstitel_30.datum")} label="Datum des Aufenthaltstitels" type="date" />
            </div>
          ) : null}
          <YesNo path={p("auflagen_31.vorhanden")} label={FIELDS.auflagen_31.label} alsoFor={p("auflagen_31")} />
          {auflagen === true ? (
            <TextInput path={p("auflagen_31.beschreibung")} label="Auflage oder Beschränkung" multiline />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Field 10: one select per nationality, up to five; an empty select is only on screen, never stored. */
function Nationalities({ path }: { path: string }) {
  const draft = useDraft();
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
    <Group path={path} legend={FIELDS.staatsangehoerigkeit_10.label}>
      <div className="grid gap-3">
        {slots.map((_, index) => (
          <div key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <SelectInput
                path={`${path}.${index}`}
                label={index === 0 ? "Staatsangehörigkeit" : `Weitere Staatsangehörigkeit (${index + 1})`}
                options={STAATSANGEHOERIGKEITEN}
                onChange={(c) => setAt(index, c)}
              />
            </div>
            {index > 0 ? (
              <Button type="button" variant="outline" onClick={() => remove(index)}>
                Entfernen
                <span className="sr-only"> (Staatsangehörigkeit {index + 1})</span>
              </Button>
            ) : null}
          </div>
        ))}
        {slots.length < MAX_STAATSANGEHOERIGKEITEN && !slots.includes("") ? (
          <Button type="button" variant="outline" className="w-fit" onClick={() => setAdding(true)}>
            Weitere Staatsangehörigkeit
          </Button>
        ) : null}
      </div>
    </Group>
  );
}
