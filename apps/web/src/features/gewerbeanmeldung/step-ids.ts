// The zod-free module: the wizard route parses its step in the router, on the first page (decision 022).
import { SECTION_IDS, type SectionId } from "@app/domain/gewerbeanmeldung/section-ids";

export const SUMMARY_STEP = "zusammenfassung" as const;
export type StepId = SectionId | typeof SUMMARY_STEP;
export const STEP_IDS: readonly StepId[] = [...SECTION_IDS, SUMMARY_STEP];

/** The route's `schritt` search parameter: a known step, else none (the first step). */
export function parseStep(value: unknown): StepId | undefined {
  return STEP_IDS.find((step) => step === value);
}
