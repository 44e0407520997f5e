// No zod here: the admin route reads its search parameters with these, and route search parsing is
// part of the web's first chunk (decision 022). admin.ts builds the schemas on them.

/** SPEC §9: admin user list. */
export const ADMIN_USERS_PAGE_SIZE = 10;
/**
 * Decision 024: only the first this-many users of any list (searched or not) can be paged to, and a
 * search counts its matches exactly only up to this many; beyond, `total` is this number and
 * `totalIsLowerBound` is true ("10,000+"). Refining the search is the way to the rest.
 */
export const ADMIN_USERS_REACHABLE = 10_000;

export const USER_SEARCH_FIELDS = ["email", "name"] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];
