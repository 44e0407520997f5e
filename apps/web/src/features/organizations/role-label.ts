import type { OrganizationRole } from "@app/access";
import { m } from "@app/i18n/messages";

const labels: Record<OrganizationRole, () => string> = {
  owner: m.org_role_owner,
  admin: m.org_role_admin,
  member: m.org_role_member,
};

/**
 * A role as people read it ('owner' / 'Inhaber'); the stored value stays 'owner'. A role field may
 * list several roles, comma-separated: each known one is named, separators and unknown ones stay.
 */
export function roleLabel(roleField: string): string {
  return roleField.replace(/[^,\s]+/g, (role) =>
    Object.hasOwn(labels, role) ? labels[role as OrganizationRole]() : role,
  );
}
