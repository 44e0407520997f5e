// No zod here: the admin route reads its search parameters with these, and route search parsing is
// part of the web's first chunk (decision 022). admin.ts builds the schemas on them.

/** The admin user list (docs/product.md#user-list). */
export const ADMIN_USERS_PAGE_SIZE = 10;
/**
 * Decisions 024 and 025: only the first this-many users of any list (searched or not) can be paged
 * to, and a search counts its matches exactly only up to this many; beyond, `total` is this number
 * and `totalIsLowerBound` is true ("1,000+"). Refining the search is the way to the rest. 1,000 as
 * GitHub's search: with 10,000 the last page of a name shared by 1 user in 100 took 50 ms at a
 * million users.
 */
export const ADMIN_USERS_REACHABLE = 1_000;

export const USER_SEARCH_FIELDS = ["email", "name"] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];
