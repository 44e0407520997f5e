/** Platform roles (SPEC §3, §6). A user's role string may hold several, comma-separated. */
export const PLATFORM_ROLES = ["user", "admin"] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export function hasPlatformRole(roleField: string | null | undefined, role: PlatformRole): boolean {
  if (!roleField) return false;
  return roleField
    .split(",")
    .map((r) => r.trim())
    .includes(role);
}
