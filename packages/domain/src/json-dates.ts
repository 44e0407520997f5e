/*
 * Dates in JSON are revived by field name only (decision 028). better-auth's client and its server-side
 * storage parser turn every string shaped like an ISO timestamp into a Date, so a user named
 * `2025-01-01T00:00:00.000Z` broke every page that shows the name. Only these fields hold dates.
 */

/** better-auth's and the product's date fields: `createdAt`, `expiresAt`, `banExpires`, … */
export function isDateField(key: string): boolean {
  return /At$/.test(key) || key === "banExpires" || key === "expires";
}

/** What better-auth's server-side parser (safeJSONParse) takes for a date. */
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** JSON.parse with Dates for date fields and every other string left as it was sent. */
export function parseJsonWithDates(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (typeof value !== "string" || !isDateField(key) || !ISO_TIMESTAMP.test(value)) return value;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  });
}

/** Whether a string outside the date fields looks like a timestamp (a parser reviving by shape would change it). */
export function hasTimestampShapedText(value: unknown, key = ""): boolean {
  if (typeof value === "string") return !isDateField(key) && ISO_TIMESTAMP.test(value);
  if (Array.isArray(value)) return value.some((item) => hasTimestampShapedText(item));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => hasTimestampShapedText(v, k));
  }
  return false;
}
