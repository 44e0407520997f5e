import { type Completeness, checkGewerbeanmeldung, missingSections } from "@app/domain";

/** The document's completeness as the API reports it (sections with their open issues). */
export function completenessOf(data: unknown): Completeness & { missing: string[] } {
  const check = checkGewerbeanmeldung(data);
  return {
    complete: check.complete,
    completeSections: check.completeSections,
    totalSections: check.totalSections,
    sections: check.sections,
    missing: missingSections(check),
  };
}
