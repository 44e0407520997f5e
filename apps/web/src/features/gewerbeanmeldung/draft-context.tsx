import type { Applicability, FieldKey, FieldPath } from "@app/domain";
import { createContext, useContext } from "react";
import type { DraftValues } from "./draft-values";

export interface DraftContextValue {
  values: DraftValues;
  /** Sets one value (a dotted path) and schedules the save. */
  set: (path: FieldPath, value: unknown) => void;
  /** Several changes as one. */
  update: (change: (values: DraftValues) => DraftValues) => void;
  /** The message to show under a field now (after it was left, or after 'Weiter'). */
  message: (path: FieldPath) => string | undefined;
  /** A field was left: its message may show from now on. */
  touch: (path: FieldPath) => void;
  /** Whether a top-level field applies (hidden when excluded or undecided). */
  applies: (key: FieldKey) => Applicability;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

export function useDraft(): DraftContextValue {
  const context = useContext(DraftContext);
  if (!context) throw new Error("useDraft outside the Gewerbeanmeldung form");
  return context;
}

/** The DOM id of a field's control, from its path. */
export const fieldId = (path: FieldPath) => `feld-${path.replace(/\./g, "-")}`;
