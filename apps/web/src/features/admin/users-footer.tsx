import { ADMIN_USERS_REACHABLE } from "@app/domain";
import { m } from "@app/i18n/messages";
import { formatCount, showingRange } from "./messages";
import { UsersPagination } from "./users-pagination";

interface UsersFooterProps {
  /** Of the first user on the page, 0-based. */
  offset: number;
  /** Users on this page. */
  shown: number;
  total: number;
  /** The server stopped counting at `total`: there are more (decision 024). */
  totalIsLowerBound: boolean;
  page: number;
  /** Reachable pages only: at most LAST_REACHABLE_PAGE. */
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * 'Showing X to Y of Z results' and the paging. Only the first 1,000 users of a list can be reached,
 * so on the last reachable page of a longer list a hint says how to get at the rest.
 */
export function UsersFooter({ offset, shown, total, totalIsLowerBound, page, pageCount, ...paging }: UsersFooterProps) {
  const beyondReach = totalIsLowerBound || total > ADMIN_USERS_REACHABLE;
  return (
    <>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {showingRange(offset, shown, total, totalIsLowerBound)}
      </p>
      <UsersPagination page={page} pageCount={pageCount} morePages={beyondReach} {...paging} />
      {beyondReach && page >= pageCount ? (
        <p className="text-muted-foreground basis-full text-sm">
          {m.admin_refine_to_see_more({ limit: formatCount(ADMIN_USERS_REACHABLE) })}
        </p>
      ) : null}
    </>
  );
}
