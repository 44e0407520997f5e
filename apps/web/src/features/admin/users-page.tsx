import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_REACHABLE, type AdminUser } from "@app/domain";
import { m } from "@app/i18n/messages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type PaginationState, type Updater, useTable } from "@tanstack/react-table";
import { useEffect } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { usersQueryOptions } from "./api";
import { userColumns, userTableFeatures } from "./user-columns";
import { UsersFooter } from "./users-footer";
import { LAST_REACHABLE_PAGE, type UsersSearch } from "./users-search";
import { UsersSearchBar } from "./users-search-bar";
import { UsersTable } from "./users-table";

// One empty array for every render without data: a new one each time would rebuild the row model.
const noUsers: AdminUser[] = [];

interface UsersPageProps {
  search: UsersSearch;
  /** replace: typing should not leave a history entry per keystroke pause. */
  onSearchChange: (next: UsersSearch, options?: { replace?: boolean }) => void;
}

/** /dashboard/admin/users (docs/product.md#user-list): search, the table and paging; the server searches, sorts and pages. */
export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  // The previous page stays on screen while the next loads, so paging does not flash 'Loading users...'.
  const query = useQuery({ ...usersQueryOptions(search), placeholderData: keepPreviousData });
  const page = Math.min(search.page ?? 1, LAST_REACHABLE_PAGE);
  const offset = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  const total = query.data?.total ?? 0;
  const totalIsLowerBound = query.data?.totalIsLowerBound ?? false;
  const users = query.data?.users ?? noUsers;
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: ADMIN_USERS_PAGE_SIZE };

  const table = useTable({
    features: userTableFeatures,
    columns: userColumns,
    data: users,
    getRowId: (user) => user.id,
    manualPagination: true,
    // Paging stops at the last user the server serves (decision 024), whatever the total.
    rowCount: Math.min(total, ADMIN_USERS_REACHABLE),
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      onSearchChange({ ...search, page: next.pageIndex > 0 ? next.pageIndex + 1 : undefined });
    },
  });

  // After deletions (or from an old link) the page can lie past the end: show the last one instead.
  const pastTheEnd = !query.isPlaceholderData && users.length === 0 && total > 0 && page > 1;
  const lastPage = Math.max(1, Math.min(LAST_REACHABLE_PAGE, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)));
  useEffect(() => {
    if (pastTheEnd) onSearchChange({ ...search, page: lastPage > 1 ? lastPage : undefined }, { replace: true });
  }, [pastTheEnd, lastPage, search, onSearchChange]);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-xl">
            <h1>{m.admin_users_title()}</h1>
          </CardTitle>
          <CardDescription>{m.admin_users_description()}</CardDescription>
        </div>
        <UsersSearchBar
          search={search.search ?? ""}
          field={search.field ?? "email"}
          // A new search or field starts again on the first page (docs/product.md#user-list).
          onChange={(next) =>
            onSearchChange(
              { search: next.search.trim() || undefined, field: next.field === "email" ? undefined : next.field },
              { replace: true },
            )
          }
        />
      </CardHeader>
      <CardContent>
        <UsersTable
          table={table}
          status={query.status}
          refreshing={query.isPlaceholderData}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      </CardContent>
      {total > 0 && !pastTheEnd ? (
        <CardFooter className="flex flex-wrap items-center justify-between gap-3">
          <UsersFooter
            offset={offset}
            shown={users.length}
            total={total}
            totalIsLowerBound={totalIsLowerBound}
            page={page}
            pageCount={table.getPageCount()}
            canPrevious={table.getCanPreviousPage()}
            canNext={table.getCanNextPage()}
            onPrevious={() => table.previousPage()}
            onNext={() => table.nextPage()}
          />
        </CardFooter>
      ) : null}
    </Card>
  );
}
