import { BUNDESLAENDER, type CreateGewerbeanmeldungInput, DEFAULT_LAND, LAENDER } from "@app/domain";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";
import { FormField } from "@/components/form-field";
import { SelectField } from "@/components/select-field";
import { NativeSelectOption } from "@/components/ui/native-select";
import { PlzCombobox } from "./plz-combobox";

export type AddressSection = keyof CreateGewerbeanmeldungInput;

interface AddressFieldsProps {
  section: AddressSection;
  legend: string;
  register: UseFormRegister<CreateGewerbeanmeldungInput>;
  control: Control<CreateGewerbeanmeldungInput>;
  setValue: UseFormSetValue<CreateGewerbeanmeldungInput>;
  errors: FieldErrors<CreateGewerbeanmeldungInput>[AddressSection];
}

/**
 * One address block (Wohnanschrift or Betriebsstätte) as a fieldset, so its legend names the group and
 * the repeated labels (Straße, PLZ, ...) stay unambiguous for screen readers.
 */
export function AddressFields({ section, legend, register, control, setValue, errors }: AddressFieldsProps) {
  const id = (field: string) => `${section}-${field}`;
  // A section-* token keeps the browser's autofill of the two addresses apart.
  const autofill = (token: string) => `section-${section} ${token}`;
  return (
    // lang="de": the official labels, options and the domain's messages are German in both languages.
    <fieldset lang="de" className="grid min-w-0 gap-4">
      <legend className="mb-4 text-lg font-semibold">{legend}</legend>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          id={id("strasse")}
          label="Straße"
          autoComplete={autofill("address-line1")}
          error={errors?.strasse?.message}
          {...register(`${section}.strasse`)}
        />
        {/* No autocomplete token exists for a house number alone. */}
        <FormField
          id={id("hausnummer")}
          label="Hausnummer"
          error={errors?.hausnummer?.message}
          {...register(`${section}.hausnummer`)}
        />
      </div>
      <FormField
        id={id("adresszusatz")}
        label="Adresszusatz (optional)"
        autoComplete={autofill("address-line2")}
        error={errors?.adresszusatz?.message}
        {...register(`${section}.adresszusatz`)}
      />
      <div className="grid items-start gap-4 sm:grid-cols-[8rem_1fr]">
        <Controller
          control={control}
          name={`${section}.postleitzahl`}
          render={({ field }) => (
            <PlzCombobox
              id={id("postleitzahl")}
              autoComplete={autofill("postal-code")}
              error={errors?.postleitzahl?.message}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onPick={(place) => {
                setValue(`${section}.ort`, place.ort, { shouldDirty: true });
                if (BUNDESLAENDER.some((b) => b.kuerzel === place.bundesland.kuerzel)) {
                  setValue(`${section}.bundesland.kuerzel`, place.bundesland.kuerzel as never, { shouldDirty: true });
                }
              }}
            />
          )}
        />
        <FormField
          id={id("ort")}
          label="Ort"
          autoComplete={autofill("address-level2")}
          error={errors?.ort?.message}
          {...register(`${section}.ort`)}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          id={id("bundesland")}
          label="Bundesland"
          autoComplete={autofill("address-level1")}
          error={errors?.bundesland?.kuerzel?.message ?? errors?.bundesland?.message}
          {...register(`${section}.bundesland.kuerzel`)}
        >
          {BUNDESLAENDER.map((b) => (
            <NativeSelectOption key={b.kuerzel} value={b.kuerzel}>
              {b.name}
            </NativeSelectOption>
          ))}
        </SelectField>
        {/*
          Only Deutschland exists, so the field is shown disabled (SPEC §5) and left out of the form's
          registration: react-hook-form would drop a disabled field's value, the default stays in the values.
        */}
        <SelectField
          id={id("land")}
          label="Land"
          autoComplete={autofill("country-name")}
          disabled
          defaultValue={DEFAULT_LAND.kuerzel}
          error={errors?.land?.kuerzel?.message ?? errors?.land?.message}
        >
          {LAENDER.map((l) => (
            <NativeSelectOption key={l.kuerzel} value={l.kuerzel}>
              {l.name}
            </NativeSelectOption>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
