import { ADMIN_USERS_REACHABLE } from "@app/domain";

/** Numbers as the English admin screen writes them: 10,000. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** The user list's own texts (SPEC §2, §6); the refusals both sides use are in @app/domain. */
export const adminCopy = {
  confirmDelete: "Are you sure you want to permanently delete this user?",
  confirmImpersonate: "Are you sure you want to impersonate this user?",
  confirmBan: "They are signed out everywhere at once and cannot sign in until the ban ends or is lifted.",
  confirmRevokeSessions: "They are signed out on every device at their next request and can sign in again.",
  /** Revoking one's own sessions here would sign the admin out; the account page signs out the others. */
  cannotRevokeOwnSessions: "Sign out your other sessions on your account page",
  loading: "Loading users...",
  empty: "No users found.",
  /** Decision 024: under the last page that can be reached when the list holds more. */
  refineToSeeMore: `Only the first ${formatCount(ADMIN_USERS_REACHABLE)} results can be paged through. Refine the search to see the others.`,
} as const;

/**
 * 'Showing X to Y of Z results'; Z is "1,000+" when the server stopped counting there (decisions 024, 025).
 */
export function showingRange(offset: number, count: number, total: number, totalIsLowerBound = false): string {
  if (total === 0) return "Showing 0 to 0 of 0 results";
  const of = `${formatCount(total)}${totalIsLowerBound ? "+" : ""}`;
  return `Showing ${formatCount(offset + 1)} to ${formatCount(offset + count)} of ${of} results`;
}

/** SPEC §9: the search is sent once typing has paused this long (or at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 500;
