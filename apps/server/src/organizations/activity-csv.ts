import type { Database } from "@app/db";
import { type OrgActivityEntry, type OrgActivityFilter, orgActivityLabels } from "@app/domain";
import type { Cursor } from "../documents/document-cursor";
import { listOrgActivity } from "./activity-log";

const HEADER = ["When (UTC)", "Who", "Email", "What", "Kind", "Target", "Details", "IP address", "Browser"];
const PAGE = 1000;
/** A bound on one export, so a huge log cannot hold a request (and its memory) for long. */
export const CSV_MAX_ROWS = 100_000;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so a spreadsheet does not run it as a formula (CSV injection).
 */
function field(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(entry: OrgActivityEntry): string {
  return [
    entry.createdAt.toISOString(),
    entry.actorName,
    entry.actorEmail,
    orgActivityLabels[entry.kind] ?? entry.kind,
    entry.kind,
    entry.target,
    entry.details ? JSON.stringify(entry.details) : "",
    entry.ipAddress,
    entry.userAgent,
  ]
    .map(field)
    .join(",");
}

/** The whole filtered log as CSV lines, read page by page by keyset (no OFFSET). */
export async function* orgActivityCsv(db: Database, filter: OrgActivityFilter): AsyncGenerator<string> {
  yield `${HEADER.join(",")}\r\n`;
  let cursor: Cursor | undefined;
  let written = 0;
  while (written < CSV_MAX_ROWS) {
    const { entries, more } = await listOrgActivity(db, filter, { cursor, limit: PAGE });
    if (entries.length) yield `${entries.map(row).join("\r\n")}\r\n`;
    written += entries.length;
    const last = entries.at(-1);
    if (!more || !last) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
