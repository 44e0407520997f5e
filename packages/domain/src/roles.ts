/** Platform roles (docs/product.md#platform-roles). A user's role string may hold several, comma-separated. */
export const PLATFORM_ROLES = ["user", "admin"] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** The roles in a role field: better-auth keeps several comma-separated ("admin,user"), for users and members. */
export function parseRoles(roleField: string | null | undefined): string[] {
  if (!roleField) return [];
  return roleField
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
}

export function hasPlatformRole(roleField: string | null | undefined, role: PlatformRole): boolean {
  return parseRoles(roleField).includes(role);
}
