import { SECTION_IDS, type SectionId } from "@app/domain";

export const SUMMARY_STEP = "zusammenfassung" as const;
export type StepId = SectionId | typeof SUMMARY_STEP;
export const STEP_IDS: readonly StepId[] = [...SECTION_IDS, SUMMARY_STEP];

/** The route's `schritt` search parameter: a known step, else none (the first step). */
export function parseStep(value: unknown): StepId | undefined {
  return STEP_IDS.find((step) => step === value);
}
