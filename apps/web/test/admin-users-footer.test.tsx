import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_REACHABLE } from "@app/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showingRange } from "@/features/admin/messages";
import { UsersFooter } from "@/features/admin/users-footer";
import { LAST_REACHABLE_PAGE, parseUsersSearch, toListUsersInput } from "@/features/admin/users-search";

const hint = "Only the first 1,000 results can be paged through. Refine the search to see the others.";

function footer(props: { page: number; total: number; totalIsLowerBound: boolean; shown?: number }) {
  const pageCount = Math.min(LAST_REACHABLE_PAGE, Math.ceil(props.total / ADMIN_USERS_PAGE_SIZE));
  render(
    <UsersFooter
      offset={(props.page - 1) * ADMIN_USERS_PAGE_SIZE}
      shown={props.shown ?? ADMIN_USERS_PAGE_SIZE}
      total={props.total}
      totalIsLowerBound={props.totalIsLowerBound}
      page={props.page}
      pageCount={pageCount}
      canPrevious={props.page > 1}
      canNext={props.page < pageCount}
      onPrevious={() => {}}
      onNext={() => {}}
    />,
  );
}

describe("showingRange", () => {
  it("keeps the fixed sentence, with Z as '1,000+' when the count stopped there", () => {
    expect(showingRange(0, 3, 3)).toBe("Showing 1 to 3 of 3 results");
    expect(showingRange(0, 0, 0)).toBe("Showing 0 to 0 of 0 results");
    expect(showingRange(0, 10, 1_000, true)).toBe("Showing 1 to 10 of 1,000+ results");
    expect(showingRange(990, 10, 1_000, false)).toBe("Showing 991 to 1,000 of 1,000 results");
    expect(showingRange(9_990, 10, 10_000, false)).toBe("Showing 9,991 to 10,000 of 10,000 results");
    expect(showingRange(10, 10, 1_000_000)).toBe("Showing 11 to 20 of 1,000,000 results");
  });
});

describe("UsersFooter", () => {
  it("a search of more than 1,000: '1,000+', pages up to 100 and no hint before the last", () => {
    footer({ page: 1, total: ADMIN_USERS_REACHABLE, totalIsLowerBound: true });
    expect(screen.getByText("Showing 1 to 10 of 1,000+ results")).toBeTruthy();
    expect(screen.getByText("Page 1 of 100+")).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
  });

  it("on the last reachable page Next is off and the hint says to refine the search", () => {
    footer({ page: LAST_REACHABLE_PAGE, total: ADMIN_USERS_REACHABLE, totalIsLowerBound: true });
    expect(screen.getByText("Showing 991 to 1,000 of 1,000+ results")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it("an exact total beyond 1,000 (no search) stops paging at page 100 too, with the hint", () => {
    footer({ page: LAST_REACHABLE_PAGE, total: 1_000_000, totalIsLowerBound: false });
    expect(screen.getByText("Showing 991 to 1,000 of 1,000,000 results")).toBeTruthy();
    expect(screen.getByText("Page 100 of 100+")).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it("exactly 1,000 users: the last page is the end, no hint", () => {
    footer({ page: LAST_REACHABLE_PAGE, total: ADMIN_USERS_REACHABLE, totalIsLowerBound: false });
    expect(screen.getByText("Page 100 of 100")).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
  });

  it("a short list: one page, no paging, no hint", () => {
    footer({ page: 1, total: 3, totalIsLowerBound: false, shown: 3 });
    expect(screen.getByText("Showing 1 to 3 of 3 results")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.queryByText(hint)).toBeNull();
  });
});

describe("the page in the URL", () => {
  it("past the last reachable page opens that page, whose offset the server accepts", () => {
    expect(parseUsersSearch({ page: "5000" }).page).toBe(LAST_REACHABLE_PAGE);
    expect(toListUsersInput({ page: 5000 }).offset).toBe(ADMIN_USERS_REACHABLE - ADMIN_USERS_PAGE_SIZE);
    expect(toListUsersInput({ page: 2 }).offset).toBe(ADMIN_USERS_PAGE_SIZE);
  });
});
