import { BUNDESLAENDER, type CreateGewerbeanmeldungInput, DEFAULT_LAND, LAENDER } from "@app/domain";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";
import { Field, FieldError, FieldLabel, FieldLegend, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorId, fieldAria } from "@/lib/field-aria";
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
  const bundeslandError = errors?.bundesland?.kuerzel ?? errors?.bundesland;
  // The server's field issues may name Land too (gewerbeanmeldung-form.tsx puts them under their fields).
  const landError = errors?.land?.kuerzel ?? errors?.land;
  return (
    // lang="de": the official labels, options and the domain's messages are German in both languages.
    <FieldSet lang="de" className="min-w-0 gap-4">
      <FieldLegend className="mb-4 text-lg font-semibold">{legend}</FieldLegend>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <Field data-invalid={Boolean(errors?.strasse)}>
          <FieldLabel htmlFor={id("strasse")}>Straße</FieldLabel>
          <Input
            {...fieldAria(id("strasse"), errors?.strasse)}
            autoComplete={autofill("address-line1")}
            {...register(`${section}.strasse`)}
          />
          <FieldError id={errorId(id("strasse"))} errors={[errors?.strasse]} />
        </Field>
        {/* No autocomplete token exists for a house number alone. */}
        <Field data-invalid={Boolean(errors?.hausnummer)}>
          <FieldLabel htmlFor={id("hausnummer")}>Hausnummer</FieldLabel>
          <Input {...fieldAria(id("hausnummer"), errors?.hausnummer)} {...register(`${section}.hausnummer`)} />
          <FieldError id={errorId(id("hausnummer"))} errors={[errors?.hausnummer]} />
        </Field>
      </div>
      <Field data-invalid={Boolean(errors?.adresszusatz)}>
        <FieldLabel htmlFor={id("adresszusatz")}>Adresszusatz (optional)</FieldLabel>
        <Input
          {...fieldAria(id("adresszusatz"), errors?.adresszusatz)}
          autoComplete={autofill("address-line2")}
          {...register(`${section}.adresszusatz`)}
        />
        <FieldError id={errorId(id("adresszusatz"))} errors={[errors?.adresszusatz]} />
      </Field>
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
              disabled={field.disabled}
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
        <Field data-invalid={Boolean(errors?.ort)}>
          <FieldLabel htmlFor={id("ort")}>Ort</FieldLabel>
          <Input
            {...fieldAria(id("ort"), errors?.ort)}
            autoComplete={autofill("address-level2")}
            {...register(`${section}.ort`)}
          />
          <FieldError id={errorId(id("ort"))} errors={[errors?.ort]} />
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field data-invalid={Boolean(bundeslandError)}>
          <FieldLabel htmlFor={id("bundesland")}>Bundesland</FieldLabel>
          <NativeSelect
            {...fieldAria(id("bundesland"), bundeslandError)}
            autoComplete={autofill("address-level1")}
            {...register(`${section}.bundesland.kuerzel`)}
          >
            {BUNDESLAENDER.map((b) => (
              <NativeSelectOption key={b.kuerzel} value={b.kuerzel}>
                {b.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={errorId(id("bundesland"))} errors={[bundeslandError]} />
        </Field>
        {/*
          Only Deutschland exists, so the field is shown disabled (docs/product.md#addresses) and left out of the form's
          registration: react-hook-form would drop a disabled field's value, the default stays in the values.
        */}
        <Field data-invalid={Boolean(landError)}>
          <FieldLabel htmlFor={id("land")}>Land</FieldLabel>
          <NativeSelect
            {...fieldAria(id("land"), landError)}
            autoComplete={autofill("country-name")}
            disabled
            defaultValue={DEFAULT_LAND.kuerzel}
          >
            {LAENDER.map((l) => (
              <NativeSelectOption key={l.kuerzel} value={l.kuerzel}>
                {l.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={errorId(id("land"))} errors={[landError]} />
        </Field>
      </div>
    </FieldSet>
  );
}
