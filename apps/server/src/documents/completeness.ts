import { type CheckContext, type Completeness, checkIn, type DocumentKind, FORMS, missingSections } from "@app/domain";

/**
 * A document's completeness as the API reports it (sections with their open issues, warnings);
 * `context` is what the check knows of the document's Gewerbe (domain `checkContextOf`).
 */
export function completenessOf(
  kind: DocumentKind,
  data: unknown,
  context: CheckContext,
): Completeness & { missing: string[] } {
  const check = checkIn(FORMS[kind], data, context);
  return {
    complete: check.complete,
    completeSections: check.completeSections,
    totalSections: check.totalSections,
    sections: check.sections,
    warnings: check.warnings,
    missing: missingSections(check),
  };
}
