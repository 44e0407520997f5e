import { BUNDESLAENDER, DEFAULT_LAND, LAENDER } from "@app/domain";
import { Field } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { fieldId, useDraft } from "./draft-context";
import { Group, TextInput } from "./draft-inputs";
import { type DraftValues, getPath, setPath } from "./draft-values";
import { PlzCombobox } from "./plz-combobox";

/** Land is always Deutschland (SPEC §5); it is set with the first thing typed into an address. */
const withLand = (values: DraftValues, path: string) =>
  getPath(values, `${path}.land.kuerzel`) ? values : setPath(values, `${path}.land`, { kuerzel: DEFAULT_LAND.kuerzel });

/** An address with the PLZ help: choosing a suggested place fills Ort and Bundesland. */
export function AddressGroup({ path, legend, optional }: { path: string; legend: string; optional?: boolean }) {
  const draft = useDraft();
  const at = (leaf: string) => `${path}.${leaf}`;
  const plz = getPath(draft.values, at("postleitzahl"));
  const bundesland = getPath(draft.values, at("bundesland.kuerzel"));
  const setLeaf = (leaf: string, value: unknown) =>
    draft.update((values) => setPath(withLand(values, path), at(leaf), value));
  return (
    <Group path={path} legend={optional ? `${legend} (optional)` : legend} className="rounded-lg border p-4">
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <AddressText path={at("strasse")} label="Straße" onSet={setLeaf} />
        <AddressText path={at("hausnummer")} label="Hausnummer" onSet={setLeaf} />
      </div>
      <AddressText path={at("adresszusatz")} label="Adresszusatz (optional)" onSet={setLeaf} />
      <div className="grid items-start gap-4 sm:grid-cols-[8rem_1fr]">
        <PlzCombobox
          id={fieldId(at("postleitzahl"))}
          data-path={at("postleitzahl")}
          error={draft.message(at("postleitzahl"))}
          value={typeof plz === "string" ? plz : ""}
          onValueChange={(value) => setLeaf("postleitzahl", value)}
          onBlur={() => draft.touch(at("postleitzahl"))}
          onPick={(place) =>
            draft.update((values) => {
              let next = setPath(withLand(values, path), at("ort"), place.ort);
              if (BUNDESLAENDER.some((b) => b.kuerzel === place.bundesland.kuerzel)) {
                next = setPath(next, at("bundesland"), { kuerzel: place.bundesland.kuerzel });
              }
              return next;
            })
          }
        />
        <AddressText path={at("ort")} label="Ort" onSet={setLeaf} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id={fieldId(at("bundesland"))}
          label="Bundesland"
          error={draft.message(at("bundesland.kuerzel")) ?? draft.message(at("bundesland"))}
        >
          {(aria) => (
            <NativeSelect
              {...aria}
              data-path={at("bundesland.kuerzel")}
              value={typeof bundesland === "string" ? bundesland : ""}
              onBlur={() => draft.touch(at("bundesland.kuerzel"))}
              onChange={(e) => setLeaf("bundesland", e.target.value ? { kuerzel: e.target.value } : undefined)}
            >
              <NativeSelectOption value="">Bitte wählen</NativeSelectOption>
              {BUNDESLAENDER.map((b) => (
                <NativeSelectOption key={b.kuerzel} value={b.kuerzel}>
                  {b.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={fieldId(at("land"))} label="Land">
          {(aria) => (
            <NativeSelect {...aria} disabled value={DEFAULT_LAND.kuerzel} onChange={() => {}}>
              {LAENDER.map((l) => (
                <NativeSelectOption key={l.kuerzel} value={l.kuerzel}>
                  {l.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
    </Group>
  );
}

function AddressText({
  path,
  label,
  onSet,
}: {
  path: string;
  label: string;
  onSet: (leaf: string, value: unknown) => void;
}) {
  const draft = useDraft();
  const value = getPath(draft.values, path);
  const leaf = path.split(".").at(-1) ?? "";
  return (
    <Field id={fieldId(path)} label={label} error={draft.message(path)}>
      {(aria) => (
        <Input
          {...aria}
          data-path={path}
          value={typeof value === "string" ? value : ""}
          onBlur={() => draft.touch(path)}
          onChange={(e) => onSet(leaf, e.target.value)}
        />
      )}
    </Field>
  );
}

/** Telefon, Telefax, E-Mail, Website: all optional. */
export function ContactGroup({ path, legend }: { path: string; legend: string }) {
  return (
    <Group path={path} legend={`${legend} (optional)`} className="rounded-lg border p-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={`${path}.telefon`} label="Telefon" type="tel" autoComplete="tel" />
        <TextInput path={`${path}.telefax`} label="Telefax" type="tel" />
        <TextInput path={`${path}.email`} label="E-Mail" type="email" autoComplete="email" />
        <TextInput path={`${path}.website`} label="Website" type="url" autoComplete="url" />
      </div>
    </Group>
  );
}
