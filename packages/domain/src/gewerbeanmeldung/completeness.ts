import type { GewerbeanmeldungData } from "./data-schema";
import { checkIn, completeSchemaOf, type DocumentCheck, type SectionCheck } from "./engine";
import { GEWERBEANMELDUNG_FORM } from "./forms";
import type { SectionId } from "./section-ids";

export const DOCUMENT_STATUSES = ["entwurf", "vollstaendig"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  entwurf: "Entwurf",
  vollstaendig: "Vollständig",
};

export type GewerbeanmeldungCheck = DocumentCheck<GewerbeanmeldungData> & {
  sections: (SectionCheck & { id: SectionId })[];
};

/**
 * Checks a Gewerbeanmeldung (form state or stored data) field by field, then the conditional
 * requirements on the valid fields, and groups what is missing or wrong by section.
 */
export function checkGewerbeanmeldung(input: unknown): GewerbeanmeldungCheck {
  return checkIn<GewerbeanmeldungData>(GEWERBEANMELDUNG_FORM, input);
}

/** The complete form as one schema: a draft that also meets every conditional requirement. */
export const gewerbeanmeldungSchema = completeSchemaOf(GEWERBEANMELDUNG_FORM);
