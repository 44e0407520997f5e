import type { GewerbeanmeldungData } from "./data-schema";
import type { DocumentKind } from "./document-title";

/**
 * Versions of the stored JSON (`document.schema_version`):
 * 1. the quick create only: `{ wohnanschrift_11, betriebsstaette_15 }`;
 * 2. the complete form (data-schema.ts).
 * Rows are upgraded when read, and stored in the current version on their next write.
 */
export const CURRENT_SCHEMA_VERSION = 2;

export class UnknownSchemaVersionError extends Error {
  constructor(readonly version: number) {
    super(`Document schema_version ${version} is newer than this server (${CURRENT_SCHEMA_VERSION})`);
  }
}

const upgrades: Record<number, (data: Record<string, unknown>) => Record<string, unknown>> = {
  // Version 2 only added fields: a version 1 document is a version 2 draft as it is.
  1: (data) => ({ wohnanschrift_11: data.wohnanschrift_11, betriebsstaette_15: data.betriebsstaette_15 }),
};

export function upgradeGewerbeanmeldung(version: number, data: unknown): GewerbeanmeldungData {
  if (!Number.isInteger(version) || version < 1 || version > CURRENT_SCHEMA_VERSION) {
    throw new UnknownSchemaVersionError(version);
  }
  let current = (data ?? {}) as Record<string, unknown>;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) current = upgrades[v](current);
  return current as GewerbeanmeldungData;
}

/** The current version of each form's stored JSON: the notices (GewA 2, 3) began at 1 (decision 034). */
export const CURRENT_SCHEMA_VERSIONS: Record<DocumentKind, number> = {
  gewerbeanmeldung: CURRENT_SCHEMA_VERSION,
  gewerbeummeldung: 1,
  gewerbeabmeldung: 1,
};

/** A stored document's data in its form's current version. */
export function upgradeDocument(kind: DocumentKind, version: number, data: unknown): Record<string, unknown> {
  if (kind === "gewerbeanmeldung") return upgradeGewerbeanmeldung(version, data);
  if (version !== CURRENT_SCHEMA_VERSIONS[kind]) throw new UnknownSchemaVersionError(version);
  return (data ?? {}) as Record<string, unknown>;
}
