import type { GewerbeanmeldungData } from "./data-schema";
import { type Issue, requirementIssuesIn } from "./engine";
import { GEWERBEANMELDUNG_FORM } from "./forms";

/**
 * What is still missing for a complete Gewerbeanmeldung, given the (valid) answers so far: the
 * registry's applicability (who files, Rechtsform, branch, relocation, takeover, craft, residence
 * title) and requirements, field by field in the form's order. Empty when the document may become
 * 'Vollständig'.
 */
export function requirementIssues(data: Partial<GewerbeanmeldungData>): Issue[] {
  return requirementIssuesIn(GEWERBEANMELDUNG_FORM, data);
}
