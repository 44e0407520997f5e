import type { z } from "zod";
import { fieldApplicability } from "./applicability";
import { type GewerbeanmeldungData, gewerbeanmeldungDraftSchema, gewerbeanmeldungFields } from "./data-schema";
import { SECTION_IDS, SECTIONS, type SectionId, sectionOfField } from "./fields";
import { type Issue, requirementIssues } from "./requirements";

export const DOCUMENT_STATUSES = ["entwurf", "vollstaendig"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  entwurf: "Entwurf",
  vollstaendig: "Vollständig",
};

export interface SectionCheck {
  id: SectionId;
  title: string;
  /** False for a section that does not apply (e.g. partners of a sole trader) or is not decided yet. */
  applicable: boolean;
  complete: boolean;
  issues: Issue[];
}

export interface GewerbeanmeldungCheck {
  /** True when every required field is given and valid: the document may become 'Vollständig'. */
  complete: boolean;
  /** Applicable sections that are complete, and all applicable sections ('3 von 8 Abschnitten'). */
  completeSections: number;
  totalSections: number;
  sections: SectionCheck[];
  issues: Issue[];
  /** The fields that are valid, as they would be stored. */
  data: Partial<GewerbeanmeldungData>;
}

const pathOf = (prefix: string, path: readonly PropertyKey[]) =>
  [prefix, ...path.map((p) => String(p))].filter((p) => p !== "").join(".");

/**
 * Checks a document (form state or stored data) field by field, then the conditional requirements
 * on the valid fields, and groups what is missing or wrong by section.
 */
export function checkGewerbeanmeldung(input: unknown): GewerbeanmeldungCheck {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const data: Record<string, unknown> = {};
  const fieldIssues: Issue[] = [];
  for (const [key, schema] of Object.entries(gewerbeanmeldungFields)) {
    const result = (schema as z.ZodType).safeParse(source[key]);
    if (result.success) {
      if (result.data !== undefined) data[key] = result.data;
    } else {
      for (const issue of result.error.issues)
        fieldIssues.push({ path: pathOf(key, issue.path), message: issue.message });
    }
  }
  const valid = data as Partial<GewerbeanmeldungData>;
  // A field that is there but wrong already has its message; "ist erforderlich" would only repeat it.
  const required = requirementIssues(valid).filter(
    (r) =>
      !fieldIssues.some((f) => f.path === r.path || f.path.startsWith(`${r.path}.`) || r.path.startsWith(`${f.path}.`)),
  );
  const issues = [...fieldIssues, ...required];
  const rules = fieldApplicability(valid);
  const vertretungApplies = rules.zahl_gesellschafter_12 === "required";
  const sections = SECTION_IDS.map((id): SectionCheck => {
    const own = issues.filter((issue) => sectionOfField(issue.path.split(".")[0]) === id);
    const applicable = id === "vertretung" ? vertretungApplies : true;
    return { id, title: SECTIONS[id].title, applicable, complete: applicable && own.length === 0, issues: own };
  });
  const applicable = sections.filter((s) => s.applicable);
  return {
    complete: issues.length === 0,
    completeSections: applicable.filter((s) => s.complete).length,
    totalSections: applicable.length,
    sections,
    issues,
    data: valid,
  };
}

/** The complete form as one schema: a draft that also meets every conditional requirement. */
export const gewerbeanmeldungSchema = gewerbeanmeldungDraftSchema.superRefine((data, ctx) => {
  for (const issue of requirementIssues(data)) {
    ctx.addIssue({
      code: "custom",
      message: issue.message,
      path: issue.path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
});

/** Titles of the applicable sections that are not complete yet, in form order. */
export function missingSections(check: GewerbeanmeldungCheck): string[] {
  return check.sections.filter((s) => s.applicable && !s.complete).map((s) => s.title);
}
