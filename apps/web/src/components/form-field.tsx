import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface FieldAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** Renders the control with the id and aria attributes that tie it to its label and message. */
  children: (aria: FieldAria) => ReactNode;
}

/** A labelled control with its validation message tied to it for screen readers. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {/*
        No role="alert": after an invalid submit the form focuses the first invalid field, whose message
        is read with it (aria-describedby). Alerts on every field would all be announced at once.
      */}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FormFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input with its validation message. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => <Input {...aria} {...inputProps} />}
    </Field>
  );
}
