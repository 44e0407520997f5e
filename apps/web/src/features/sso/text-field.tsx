import type { ComponentProps } from "react";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorId, fieldAria } from "@/lib/field-aria";

interface TextFieldProps {
  id: string;
  label: string;
  error?: { message?: string };
}

/** A labelled input of the SSO forms, tied to its message (shadcn/ui's Field). */
export function TextField({ id, label, error, ...input }: TextFieldProps & ComponentProps<typeof Input>) {
  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input {...fieldAria(id, error)} {...input} />
      <FieldError id={errorId(id)} errors={[error]} />
    </Field>
  );
}

/** The same for a longer text: metadata XML, a certificate. */
export function TextAreaField({ id, label, error, ...area }: TextFieldProps & ComponentProps<typeof Textarea>) {
  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Textarea {...fieldAria(id, error)} {...area} />
      <FieldError id={errorId(id)} errors={[error]} />
    </Field>
  );
}
