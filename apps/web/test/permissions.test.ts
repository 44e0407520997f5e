import { describe, expect, it } from "vitest";
import { hasOrganizationRole, memberPermissions } from "@/features/organizations/permissions";

describe("memberPermissions (the organization roles, from packages/access)", () => {
  it("lets owners and admins manage members and invitations, and members nothing", () => {
    const all = { canUpdateMembers: true, canRemoveMembers: true, canInvite: true, canCancelInvitations: true };
    expect(memberPermissions("owner")).toEqual(all);
    expect(memberPermissions("admin")).toEqual(all);
    expect(Object.values(memberPermissions("member"))).toEqual([false, false, false, false]);
    expect(Object.values(memberPermissions(undefined))).toEqual([false, false, false, false]);
  });

  it("reads comma-separated roles: any one of them suffices", () => {
    expect(memberPermissions("member, admin").canInvite).toBe(true);
    expect(hasOrganizationRole("member,owner", "owner")).toBe(true);
    expect(hasOrganizationRole("co-owner", "owner")).toBe(false);
  });

  it("counts the organization's own roles with the statements the server answers for them", () => {
    const customRoles = { hr: { member: ["update" as const], invitation: ["create" as const] } };
    expect(memberPermissions("hr", customRoles)).toEqual({
      canUpdateMembers: true,
      canRemoveMembers: false,
      canInvite: true,
      canCancelInvitations: false,
    });
    expect(Object.values(memberPermissions("hr"))).toEqual([false, false, false, false]);
  });
});
