import { ADMIN_USERS_PAGE_SIZE, type ListUsersInput, type UserSearchField, userSearchFieldSchema } from "@app/domain";

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
  const field = userSearchFieldSchema.safeParse(raw.field);
  const page = Number(raw.page);
  return {
    search: text ? text.slice(0, 100) : undefined,
    field: field.success && field.data !== "email" ? field.data : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function toListUsersInput({ search, field, page }: UsersSearch): ListUsersInput {
  return {
    searchValue: search,
    searchField: field ?? "email",
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: ((page ?? 1) - 1) * ADMIN_USERS_PAGE_SIZE,
  };
}
