import {
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_REACHABLE,
  type ListUsersInput,
  USER_SEARCH_FIELDS,
  type UserSearchField,
} from "@app/domain";

/** The server serves only the first ADMIN_USERS_REACHABLE users of a list (decisions 024, 025): page 100. */
export const LAST_REACHABLE_PAGE = Math.ceil(ADMIN_USERS_REACHABLE / ADMIN_USERS_PAGE_SIZE);

/** The user list's place in the URL (?search=&field=&page=), so a reload or a shared link keeps it. */
export interface UsersSearch {
  search?: string;
  /** Absent means email, the default field. */
  field?: UserSearchField;
  /** 1-based; absent means the first page. */
  page?: number;
}

/** Lenient: a value that makes no sense falls back to its default instead of failing the page. */
export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  // The router decodes ?search=123 as a number.
  const text = typeof raw.search === "string" || typeof raw.search === "number" ? String(raw.search).trim() : "";
  const field = USER_SEARCH_FIELDS.find((f) => f === raw.field);
  const page = Number(raw.page);
  return {
    search: text ? text.slice(0, 100) : undefined,
    field: field !== "email" ? field : undefined,
    // An old link past the last reachable page opens that page instead of a refused request.
    page: Number.isInteger(page) && page > 1 ? Math.min(page, LAST_REACHABLE_PAGE) : undefined,
  };
}

export function toListUsersInput({ search, field, page }: UsersSearch): ListUsersInput {
  return {
    searchValue: search,
    searchField: field ?? "email",
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (Math.min(page ?? 1, LAST_REACHABLE_PAGE) - 1) * ADMIN_USERS_PAGE_SIZE,
  };
}
