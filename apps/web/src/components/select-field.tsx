import type { ComponentProps } from "react";
import { Field } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

interface SelectFieldProps extends ComponentProps<typeof NativeSelect> {
  id: string;
  label: string;
  error?: string;
}

/** Like FormField, for a native select: labelled, with its validation message tied to it. */
export function SelectField({ id, label, error, children, ...selectProps }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <NativeSelect {...aria} {...selectProps}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}
