import type { AnyFieldPath } from "@app/domain";
import { m } from "@app/i18n/messages";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { cn } from "@/lib/utils";
import { fieldId, useDraft } from "./draft-context";
import { getPath } from "./draft-values";
import { APP_LANG } from "./official-text";

interface Option {
  code: string;
  name: string;
}

/**
 * A hint on an answer that does not stop completion (e.g. an Abmeldung more than four weeks late,
 * decision 034): the domain's German text, after the app's "Note:" in the page's language.
 */
function Warning({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-md border border-amber-600/50 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-400/50 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="field-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-medium" lang={APP_LANG}>
          {m.gwl_warning()}
        </span>{" "}
        {text}
      </span>
    </p>
  );
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const optionalLabel = (label: string, optional?: boolean) => (optional ? `${label} (optional)` : label);

// Each input is addressed by its typed path (a typo fails the typecheck); its label is the registry's
// (fieldLabel) unless the screen shows another text.

/** The shared wiring of one input: id, value, change, leave, message. */
function useInput(path: AnyFieldPath) {
  const draft = useDraft();
  return {
    label: draft.label(path),
    warning: draft.warning(path),
    id: fieldId(path),
    value: getPath(draft.values, path),
    error: draft.message(path),
    set: (value: unknown) => draft.set(path, value),
    touch: () => draft.touch(path),
  };
}

export function TextInput({
  path,
  label,
  optional,
  multiline,
  type = "text",
  autoComplete,
  hint,
}: {
  path: AnyFieldPath;
  label?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url" | "date";
  autoComplete?: string;
  hint?: string;
}) {
  const input = useInput(path);
  const aria = fieldAria(input.id, input.error);
  const warningId = `${input.id}-warning`;
  // The message, the hint and the warning all describe it.
  const described = [
    aria["aria-describedby"],
    hint ? descriptionId(input.id) : undefined,
    input.warning ? warningId : undefined,
  ]
    .filter(Boolean)
    .join(" ");
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
      <FieldLabel htmlFor={input.id}>{optionalLabel(label ?? input.label, optional)}</FieldLabel>
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
      <Warning id={warningId} text={input.warning} />
    </Field>
  );
}

export function NumberInput({
  path,
  label,
  min,
  max,
}: {
  path: AnyFieldPath;
  label?: string;
  min: number;
  max: number;
}) {
  const input = useInput(path);
  return (
    <Field data-invalid={Boolean(input.error)}>
      <FieldLabel htmlFor={input.id}>{label ?? input.label}</FieldLabel>
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
  label,
  options,
  optional,
  onChange,
}: {
  path: AnyFieldPath;
  label?: string;
  options: readonly Option[];
  optional?: boolean;
  onChange?: (code: string | undefined) => void;
}) {
  const input = useInput(path);
  return (
    <Field data-invalid={Boolean(input.error)}>
      <FieldLabel htmlFor={input.id}>{optionalLabel(label ?? input.label, optional)}</FieldLabel>
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
  legend,
  optional,
  children,
  className,
  alsoFor,
  hideWarning,
}: {
  path: AnyFieldPath;
  legend?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
  /** A parent path whose message (e.g. the whole group missing) shows here too. */
  alsoFor?: AnyFieldPath;
  /** The screen says what the warning would (with a way on), right after the group. */
  hideWarning?: boolean;
}) {
  const draft = useDraft();
  const error = draft.message(path) ?? (alsoFor ? draft.message(alsoFor) : undefined);
  const warning = hideWarning ? undefined : draft.warning(path);
  const messageId = errorId(fieldId(path));
  const warningId = `${fieldId(path)}-warning`;
  const described = [error ? messageId : undefined, warning ? warningId : undefined].filter(Boolean).join(" ");
  return (
    <fieldset
      className={cn("grid min-w-0 gap-3", className)}
      aria-describedby={described || undefined}
      data-path={path}
      // Focus target for 'Weiter' when the whole group is missing.
      tabIndex={-1}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {optionalLabel(legend ?? draft.label(path), optional)}
      </legend>
      {children}
      {error ? (
        <p id={messageId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Warning id={warningId} text={warning} />
    </fieldset>
  );
}

/** One choice of several, as radio buttons (values are codes). */
export function RadioChoice({
  path,
  label,
  options,
  inline,
  hideWarning,
}: {
  path: AnyFieldPath;
  label?: string;
  options: readonly Option[];
  inline?: boolean;
  hideWarning?: boolean;
}) {
  const input = useInput(path);
  return (
    <Group path={path} legend={label} hideWarning={hideWarning}>
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
export function YesNo({ path, label, alsoFor }: { path: AnyFieldPath; label?: string; alsoFor?: AnyFieldPath }) {
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
  label,
  options,
}: {
  path: AnyFieldPath;
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
