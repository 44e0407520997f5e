import { ADMIN_USERS_REACHABLE } from "@app/domain";
import { formatNumber, type Locale } from "@app/i18n";
import { m } from "@app/i18n/messages";

/** Numbers in the page's language: 10,000 in English, 10.000 in German. */
export const formatCount = (n: number, locale?: Locale) => formatNumber(n, locale);

/**
 * The user list's own texts (SPEC §2, §6), from the catalogue; the refusals both sides use are in
 * @app/domain. Getters, so each reading follows the language.
 */
export const adminCopy = {
  get confirmDelete() {
    return m.admin_confirm_delete();
  },
  get confirmImpersonate() {
    return m.admin_confirm_impersonate();
  },
  get confirmBan() {
    return m.admin_confirm_ban();
  },
  get confirmRevokeSessions() {
    return m.admin_confirm_revoke_sessions();
  },
  /** Revoking one's own sessions here would sign the admin out; the account page signs out the others. */
  get cannotRevokeOwnSessions() {
    return m.admin_cannot_revoke_own_sessions();
  },
  get loading() {
    return m.admin_users_loading();
  },
  get empty() {
    return m.admin_users_empty();
  },
  /** Decision 024: under the last page that can be reached when the list holds more. */
  get refineToSeeMore() {
    return m.admin_refine_to_see_more({ limit: formatCount(ADMIN_USERS_REACHABLE) });
  },
};

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

/** SPEC §9: the search is sent once typing has paused this long (or at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 500;
