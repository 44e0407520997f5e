import { type Completeness, checkIn, type DocumentKind, FORMS, missingSections } from "@app/domain";

/** A document's completeness as the API reports it (sections with their open issues, warnings). */
export function completenessOf(kind: DocumentKind, data: unknown): Completeness & { missing: string[] } {
  const check = checkIn(FORMS[kind], data);
  return {
    complete: check.complete,
    completeSections: check.completeSections,
    totalSections: check.totalSections,
    sections: check.sections,
    warnings: check.warnings,
    missing: missingSections(check),
  };
}
