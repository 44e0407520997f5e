import { z } from "zod";
import { DOCUMENT_STATUSES, type DocumentStatus } from "./completeness";
import { DOCUMENT_KINDS, type DocumentKind } from "./document-title";
import type { CheckContext } from "./engine";
import { ABMELDUNG_GRUENDE, GRUENDE, optionName, UEBERGABE_ARTEN, UMMELDUNG_GRUENDE } from "./options";

/**
 * One Gewerbe and its history (decision 034): the Gewerbeanmeldung and the notices that follow it
 * (`document.anmeldung_id`): each Ummeldung, the Abmeldung, or a Gewerbeanmeldung in another district
 * after a move there (since 1.11.2025 that registration deregisters the business at the old place).
 */

export const GEWERBE_STATES = ["in_vorbereitung", "angemeldet", "abgemeldet"] as const;
export type GewerbeState = (typeof GEWERBE_STATES)[number];
/** German in both languages, like the documents' status names. */
export const GEWERBE_STATE_LABELS: Record<GewerbeState, string> = {
  in_vorbereitung: "Noch nicht angemeldet",
  angemeldet: "Angemeldet",
  abgemeldet: "Abgemeldet",
};

export const gewerbeEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  created_at: z.date(),
  completed_at: z.date().nullable(),
  /** The day the document is about: the Beginn (GewA 1, 20), the change (GewA 2, 21), the Aufgabe (GewA 3, 20). */
  datum: z.string().nullable(),
  /** Its reason as the form names it ("Verlegung innerhalb des Meldebezirks, Wechsel der Tätigkeit"). */
  grund: z.string().nullable(),
  /** A Gewerbeanmeldung in another district after a move there (not the Gewerbe's own Anmeldung). */
  verlegung: z.boolean(),
});
export type GewerbeEntry = z.infer<typeof gewerbeEntrySchema>;

export const gewerbeSchema = z.object({
  /** The Gewerbeanmeldung the Gewerbe began with. */
  anmeldungId: z.string(),
  state: z.enum(GEWERBE_STATES),
  /** The completed document that ended it here: its Abmeldung, or its registration in another district. */
  closedBy: z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS) }).nullable(),
  /** The Gewerbeanmeldung first, then each notice in the order they were created. */
  history: z.array(gewerbeEntrySchema),
});
export type Gewerbe = z.infer<typeof gewerbeSchema>;

/** A stored document as the history needs it. */
export interface GewerbeRow {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  createdAt: Date;
  completedAt: Date | null;
  anmeldungId: string | null;
  data: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

function entryOf(row: GewerbeRow, rootId: string): GewerbeEntry {
  const d = row.data;
  const base = {
    id: row.id,
    kind: row.kind,
    status: row.status,
    created_at: row.createdAt,
    completed_at: row.completedAt,
  };
  switch (row.kind) {
    case "gewerbeanmeldung":
      return {
        ...base,
        datum: text(d.beginn_20),
        grund: text(d.grund_25) && optionName(GRUENDE, text(d.grund_25) ?? undefined),
        verlegung: row.id !== rootId,
      };
    case "gewerbeummeldung":
      return {
        ...base,
        datum: text(d.datum_aenderung_21),
        grund: Array.isArray(d.grund_ummeldung_24)
          ? d.grund_ummeldung_24.map((code) => optionName(UMMELDUNG_GRUENDE, String(code))).join(", ")
          : null,
        verlegung: false,
      };
    case "gewerbeabmeldung": {
      const grund = text(d.grund_abmeldung_25);
      const art = text(d.uebergabe_26);
      return {
        ...base,
        datum: text(d.datum_aufgabe_20),
        grund: grund
          ? [optionName(ABMELDUNG_GRUENDE, grund), art && optionName(UEBERGABE_ARTEN, art)].filter(Boolean).join(": ")
          : null,
        verlegung: false,
      };
    }
  }
}

/**
 * The Gewerbe of `rootId` from its documents (the root and those following it, in any order):
 * abgemeldet once an Abmeldung or a registration in another district is complete; angemeldet once
 * its Gewerbeanmeldung is; in preparation before.
 */
export function gewerbeOf(rootId: string, rows: readonly GewerbeRow[]): Gewerbe {
  const root = rows.find((row) => row.id === rootId);
  const following = rows
    .filter((row) => row.id !== rootId && row.anmeldungId === rootId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const closing = following.find(
    (row) => row.status === "vollstaendig" && (row.kind === "gewerbeabmeldung" || row.kind === "gewerbeanmeldung"),
  );
  const history = [...(root ? [root] : []), ...following].map((row) => entryOf(row, rootId));
  return {
    anmeldungId: rootId,
    state: closing ? "abgemeldet" : root?.status === "vollstaendig" ? "angemeldet" : "in_vorbereitung",
    closedBy: closing ? { id: closing.id, kind: closing.kind } : null,
    history,
  };
}

/**
 * What a document's check knows of its Gewerbe (engine.ts): for a notice, the Beginn of the
 * Gewerbeanmeldung it follows, as the history gives it (the wizard and the server read the same).
 */
export function checkContextOf(kind: DocumentKind, gewerbe: Gewerbe): CheckContext {
  if (kind === "gewerbeanmeldung") return {};
  const anmeldung = gewerbe.history.find((entry) => entry.id === gewerbe.anmeldungId);
  return anmeldung?.datum ? { beginn: anmeldung.datum } : {};
}

/** The Gewerbe a document belongs to: its own for a Gewerbeanmeldung, its Anmeldung's for a notice. */
export const gewerbeRootOf = (row: { id: string; kind: DocumentKind; anmeldungId: string | null }) =>
  row.kind === "gewerbeanmeldung" ? row.id : (row.anmeldungId ?? row.id);
