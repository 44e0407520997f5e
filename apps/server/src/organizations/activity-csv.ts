import type { Database } from "@app/db";
import { type OrgActivityEntry, type OrgActivityFilter, orgActivityLabels } from "@app/domain";
import { getLocale, type Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";
import type { Cursor } from "../paging/cursor";
import { listOrgActivity } from "./activity-log";

/** The columns' names in the reader's language. */
const header = (locale: Locale) =>
  [
    m.api_csv_when({}, { locale }),
    m.api_csv_who({}, { locale }),
    m.api_csv_email({}, { locale }),
    m.api_csv_what({}, { locale }),
    m.api_csv_kind({}, { locale }),
    m.api_csv_target({}, { locale }),
    m.api_csv_details({}, { locale }),
    m.api_csv_ip({}, { locale }),
    m.api_csv_browser({}, { locale }),
  ].map(field);
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

/**
 * The whole filtered log as CSV lines, read page by page by keyset (no OFFSET). The language is taken
 * when the export starts (the request's), not when the stream is read.
 */
export async function* orgActivityCsv(
  db: Database,
  filter: OrgActivityFilter,
  locale: Locale = getLocale(),
): AsyncGenerator<string> {
  yield `${header(locale).join(",")}\r\n`;
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
