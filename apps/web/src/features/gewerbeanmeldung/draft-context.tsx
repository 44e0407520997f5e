import type { AnyFieldPath, Applicability, DocumentKind, Form } from "@app/domain";
import { createContext, useContext } from "react";
import type { DraftValues } from "./draft-values";

export interface DraftContextValue {
  /** The form being filled in (GewA 1, 2 or 3): its fields' labels and rules. */
  kind: DocumentKind;
  form: Form;
  /** The Gewerbeanmeldung a notice follows (null for a Gewerbeanmeldung of its own). */
  anmeldungId: string | null;
  values: DraftValues;
  /** Sets one value (a dotted path) and schedules the save. */
  set: (path: AnyFieldPath, value: unknown) => void;
  /** Several changes as one. */
  update: (change: (values: DraftValues) => DraftValues) => void;
  /** The message to show under a field now (after it was left, or after 'Weiter'). */
  message: (path: AnyFieldPath) => string | undefined;
  /** A hint on the field's answer that does not stop completion (e.g. a late Abmeldung). */
  warning: (path: AnyFieldPath) => string | undefined;
  /** A field was left: its message may show from now on. */
  touch: (path: AnyFieldPath) => void;
  /** Whether a top-level field applies (hidden when excluded or undecided). */
  applies: (key: string) => Applicability;
  /** The form's label of a field or part. */
  label: (path: AnyFieldPath) => string;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

export function useDraft(): DraftContextValue {
  const context = useContext(DraftContext);
  if (!context) throw new Error("useDraft outside the Gewerbeanmeldung form");
  return context;
}

/** The DOM id of a field's control, from its path. */
export const fieldId = (path: AnyFieldPath) => `feld-${path.replace(/\./g, "-")}`;
