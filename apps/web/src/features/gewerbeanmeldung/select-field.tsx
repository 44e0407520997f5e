import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

interface SelectFieldProps extends ComponentProps<typeof NativeSelect> {
  id: string;
  label: string;
  error?: string;
}

/** Like FormField, for a native select: labelled, with its validation message tied to it. */
export function SelectField({ id, label, error, children, ...selectProps }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </NativeSelect>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
