/**
 * Organization roles and what they may do (SPEC §6). One definition, used by better-auth on the server
 * (enforcement) and by its client (permission checks that decide which buttons show). A custom role is
 * one more `ac.newRole({...})` added to `organizationRoles`.
 */
import { createAccessControl } from "better-auth/plugins/access";

export const statements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export const ac = createAccessControl(statements);

export const owner = ac.newRole({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
});

export const admin = ac.newRole({
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
});

export const member = ac.newRole({
  organization: [],
  member: [],
  invitation: [],
  team: [],
});

export const organizationRoles = { owner, admin, member };
export type OrganizationRole = keyof typeof organizationRoles;
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[];
/** The role of whoever creates an organization. */
export const CREATOR_ROLE: OrganizationRole = "owner";
/** Invitations from the product always grant this role (SPEC §1, §6). */
export const INVITEE_ROLE: OrganizationRole = "member";
