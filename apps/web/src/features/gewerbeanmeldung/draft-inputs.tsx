import { type FieldPath, fieldLabel } from "@app/domain";
import type { ReactNode } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { cn } from "@/lib/utils";
import { fieldId, useDraft } from "./draft-context";
import { getPath } from "./draft-values";

interface Option {
  code: string;
  name: string;
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const optionalLabel = (label: string, optional?: boolean) => (optional ? `${label} (optional)` : label);

// Each input is addressed by its typed path (a typo fails the typecheck); its label is the registry's
// (fieldLabel) unless the screen shows another text.

/** The shared wiring of one input: id, value, change, leave, message. */
function useInput(path: FieldPath) {
  const draft = useDraft();
  return {
    id: fieldId(path),
    value: getPath(draft.values, path),
    error: draft.message(path),
    set: (value: unknown) => draft.set(path, value),
    touch: () => draft.touch(path),
  };
}

export function TextInput({
  path,
  label = fieldLabel(path),
  optional,
  multiline,
  type = "text",
  autoComplete,
  hint,
}: {
  path: FieldPath;
  label?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url" | "date";
  autoComplete?: string;
  hint?: string;
}) {
  const input = useInput(path);
  const aria = fieldAria(input.id, input.error);
  // The message and the hint both describe it.
  const described = [aria["aria-describedby"], hint ? descriptionId(input.id) : undefined].filter(Boolean).join(" ");
  const props = {
    ...aria,
    "aria-describedby": described || undefined,
    "data-path": path,
    value: text(input.value),
    autoComplete,
    onBlur: input.touch,
  };
  return (
    <Field data-invalid={Boolean(input.error)}>
      <FieldLabel htmlFor={input.id}>{optionalLabel(label, optional)}</FieldLabel>
      {multiline ? (
        <Textarea {...props} rows={4} onChange={(e) => input.set(e.target.value)} />
      ) : (
        <Input {...props} type={type} onChange={(e) => input.set(e.target.value)} />
      )}
      {hint ? (
        <FieldDescription id={descriptionId(input.id)} className="text-xs">
          {hint}
        </FieldDescription>
      ) : null}
      <FieldError id={errorId(input.id)}>{input.error}</FieldError>
    </Field>
  );
}

export function NumberInput({
  path,
  label = fieldLabel(path),
  min,
  max,
}: {
  path: FieldPath;
  label?: string;
  min: number;
  max: number;
}) {
  const input = useInput(path);
  return (
    <Field data-invalid={Boolean(input.error)}>
      <FieldLabel htmlFor={input.id}>{label}</FieldLabel>
      <Input
        {...fieldAria(input.id, input.error)}
        data-path={path}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="max-w-40"
        value={text(input.value)}
        onBlur={input.touch}
        onChange={(e) => input.set(e.target.value === "" ? undefined : Number(e.target.value))}
      />
      <FieldError id={errorId(input.id)}>{input.error}</FieldError>
    </Field>
  );
}

export function SelectInput({
  path,
  label = fieldLabel(path),
  options,
  optional,
  onChange,
}: {
  path: FieldPath;
  label?: string;
  options: readonly Option[];
  optional?: boolean;
  onChange?: (code: string | undefined) => void;
}) {
  const input = useInput(path);
  return (
    <Field data-invalid={Boolean(input.error)}>
      <FieldLabel htmlFor={input.id}>{optionalLabel(label, optional)}</FieldLabel>
      <NativeSelect
        {...fieldAria(input.id, input.error)}
        data-path={path}
        value={text(input.value)}
        onBlur={input.touch}
        onChange={(e) => {
          const code = e.target.value || undefined;
          if (onChange) onChange(code);
          else input.set(code);
        }}
      >
        <NativeSelectOption value="">Bitte wählen</NativeSelectOption>
        {options.map((o) => (
          <NativeSelectOption key={o.code} value={o.code}>
            {o.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <FieldError id={errorId(input.id)}>{input.error}</FieldError>
    </Field>
  );
}

/** A group of controls under one legend, with the group's own message (e.g. 'ist erforderlich'). */
export function Group({
  path,
  legend = fieldLabel(path),
  optional,
  children,
  className,
  alsoFor,
}: {
  path: FieldPath;
  legend?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
  /** A parent path whose message (e.g. the whole group missing) shows here too. */
  alsoFor?: FieldPath;
}) {
  const draft = useDraft();
  const error = draft.message(path) ?? (alsoFor ? draft.message(alsoFor) : undefined);
  const messageId = errorId(fieldId(path));
  return (
    <fieldset
      className={cn("grid min-w-0 gap-3", className)}
      aria-describedby={error ? messageId : undefined}
      data-path={path}
      // Focus target for 'Weiter' when the whole group is missing.
      tabIndex={-1}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{optionalLabel(legend, optional)}</legend>
      {children}
      {error ? (
        <p id={messageId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One choice of several, as radio buttons (values are codes). */
export function RadioChoice({
  path,
  label = fieldLabel(path),
  options,
  inline,
}: {
  path: FieldPath;
  label?: string;
  options: readonly Option[];
  inline?: boolean;
}) {
  const input = useInput(path);
  return (
    <Group path={path} legend={label}>
      <div className={cn("grid gap-2", inline && "sm:flex sm:flex-wrap sm:gap-x-6")}>
        {options.map((o, index) => (
          <label key={o.code} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              id={index === 0 ? input.id : undefined}
              name={input.id}
              value={o.code}
              checked={input.value === o.code}
              onChange={() => input.set(o.code)}
              onBlur={input.touch}
              aria-invalid={input.error ? true : undefined}
              className="accent-primary size-4"
            />
            {o.name}
          </label>
        ))}
      </div>
    </Group>
  );
}

const YES_NO = [
  { code: "ja", name: "Ja" },
  { code: "nein", name: "Nein" },
];

/** Ja / Nein as radio buttons, stored as a boolean. */
export function YesNo({
  path,
  label = fieldLabel(path),
  alsoFor,
}: {
  path: FieldPath;
  label?: string;
  alsoFor?: FieldPath;
}) {
  const input = useInput(path);
  const current = input.value === true ? "ja" : input.value === false ? "nein" : undefined;
  return (
    <Group path={path} legend={label} alsoFor={alsoFor}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {YES_NO.map((o, index) => (
          <label key={o.code} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              id={index === 0 ? input.id : undefined}
              name={input.id}
              checked={current === o.code}
              onChange={() => input.set(o.code === "ja")}
              onBlur={input.touch}
              aria-invalid={input.error ? true : undefined}
              className="accent-primary size-4"
            />
            {o.name}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** Several choices (codes in an array). */
export function CheckboxGroup({
  path,
  label = fieldLabel(path),
  options,
}: {
  path: FieldPath;
  label?: string;
  options: readonly Option[];
}) {
  const input = useInput(path);
  const selected = Array.isArray(input.value) ? (input.value as string[]) : [];
  return (
    <Group path={path} legend={label}>
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:gap-x-6">
        {options.map((o, index) => (
          <label key={o.code} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={index === 0 ? input.id : undefined}
              checked={selected.includes(o.code)}
              onChange={(e) =>
                input.set(
                  e.target.checked
                    ? options.map((x) => x.code).filter((c) => c === o.code || selected.includes(c))
                    : selected.filter((c) => c !== o.code),
                )
              }
              onBlur={input.touch}
              className="accent-primary size-4"
            />
            {o.name}
          </label>
        ))}
      </div>
    </Group>
  );
}
