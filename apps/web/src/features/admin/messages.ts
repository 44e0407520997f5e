import { formatNumber, type Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";

/** Numbers in the page's language: 10,000 in English, 10.000 in German. */
export const formatCount = (n: number, locale?: Locale) => formatNumber(n, locale);

/**
 * 'Showing X to Y of Z results'; Z is "1,000+" when the server stopped counting there (decisions 024, 025).
 */
export function showingRange(
  offset: number,
  count: number,
  total: number,
  totalIsLowerBound = false,
  locale?: Locale,
): string {
  const from = total === 0 ? 0 : offset + 1;
  const to = total === 0 ? 0 : offset + count;
  return m.admin_showing_range(
    {
      count: total,
      from: formatCount(from, locale),
      to: formatCount(to, locale),
      total: `${formatCount(total, locale)}${totalIsLowerBound ? "+" : ""}`,
    },
    { locale },
  );
}

/** The search is sent (docs/product.md#user-list) once typing has paused this long (or at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 500;
