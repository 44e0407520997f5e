import { type AnyFieldPath, BUNDESLAENDER, DEFAULT_LAND, LAENDER } from "@app/domain";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorId, fieldAria } from "@/lib/field-aria";
import { fieldId, useDraft } from "./draft-context";
import { Group, TextInput } from "./draft-inputs";
import { type DraftValues, getPath, setPath } from "./draft-values";
import { PlzCombobox } from "./plz-combobox";

/** The paths under which `leaf` is a field path: the groups that have such a part. */
type ParentOf<Leaf extends string, P extends AnyFieldPath = AnyFieldPath> = P extends unknown
  ? `${P}.${Leaf}` extends AnyFieldPath
    ? P
    : never
  : never;
/** Where an address is: wohnanschrift_11, betriebsstaette_15, …, a further person's wohnanschrift_11. */
type AddressPath = ParentOf<"postleitzahl">;
type AddressLeaf = "strasse" | "hausnummer" | "adresszusatz" | "postleitzahl" | "ort" | "bundesland" | "land";
type AddressTarget = AddressLeaf | "bundesland.kuerzel" | "land.kuerzel";

const partOf = (path: AddressPath, part: AddressTarget): AnyFieldPath => `${path}.${part}`;

/** Land is always Deutschland (docs/product.md#addresses); it is set with the first thing typed into an address. */
const withLand = (values: DraftValues, path: AddressPath) =>
  getPath(values, partOf(path, "land.kuerzel"))
    ? values
    : setPath(values, partOf(path, "land"), { kuerzel: DEFAULT_LAND.kuerzel });

/** An address with the PLZ help: choosing a suggested place fills Ort and Bundesland. */
export function AddressGroup({ path, legend, optional }: { path: AddressPath; legend?: string; optional?: boolean }) {
  const draft = useDraft();
  const at = (part: AddressTarget) => partOf(path, part);
  const plz = getPath(draft.values, at("postleitzahl"));
  const bundesland = getPath(draft.values, at("bundesland.kuerzel"));
  const setLeaf = (leaf: AddressLeaf, value: unknown) =>
    draft.update((values) => setPath(withLand(values, path), at(leaf), value));
  const text = (leaf: AddressLeaf) => ({ path: at(leaf), onSet: (value: string) => setLeaf(leaf, value) });
  const bundeslandId = fieldId(at("bundesland"));
  const bundeslandError = draft.message(at("bundesland.kuerzel")) ?? draft.message(at("bundesland"));
  const landId = fieldId(at("land"));
  return (
    <Group path={path} legend={legend ?? draft.label(path)} optional={optional} className="rounded-lg border p-4">
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <AddressText {...text("strasse")} label="Straße" />
        <AddressText {...text("hausnummer")} label="Hausnummer" />
      </div>
      <AddressText {...text("adresszusatz")} label="Adresszusatz (optional)" />
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
        <AddressText {...text("ort")} label="Ort" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field data-invalid={Boolean(bundeslandError)}>
          <FieldLabel htmlFor={bundeslandId}>Bundesland</FieldLabel>
          <NativeSelect
            {...fieldAria(bundeslandId, bundeslandError)}
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
          <FieldError id={errorId(bundeslandId)}>{bundeslandError}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor={landId}>Land</FieldLabel>
          <NativeSelect id={landId} disabled value={DEFAULT_LAND.kuerzel} onChange={() => {}}>
            {LAENDER.map((l) => (
              <NativeSelectOption key={l.kuerzel} value={l.kuerzel}>
                {l.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </Group>
  );
}

function AddressText({ path, label, onSet }: { path: AnyFieldPath; label: string; onSet: (value: string) => void }) {
  const draft = useDraft();
  const value = getPath(draft.values, path);
  const id = fieldId(path);
  const error = draft.message(path);
  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        {...fieldAria(id, error)}
        data-path={path}
        value={typeof value === "string" ? value : ""}
        onBlur={() => draft.touch(path)}
        onChange={(e) => onSet(e.target.value)}
      />
      <FieldError id={errorId(id)}>{error}</FieldError>
    </Field>
  );
}

/** Where contact details are: kontakt_11, kontakt_15. */
type ContactPath = ParentOf<"telefon">;

/** Telefon, Telefax, E-Mail, Website: all optional. */
export function ContactGroup({ path, legend }: { path: ContactPath; legend: string }) {
  return (
    <Group path={path} legend={legend} optional className="rounded-lg border p-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextInput path={`${path}.telefon`} type="tel" autoComplete="tel" />
        <TextInput path={`${path}.telefax`} type="tel" />
        <TextInput path={`${path}.email`} type="email" autoComplete="email" />
        <TextInput path={`${path}.website`} type="url" autoComplete="url" />
      </div>
    </Group>
  );
}
