/** The organization roles (docs/product.md#organization-roles) and the messages of better-auth's access module, without a server. */
import { describe, expect, it } from "vitest";
import {
  admin,
  CREATOR_ROLE,
  member,
  ORGANIZATION_ROLES,
  organizationRoles,
  owner,
  reservedIn,
  roleGrants,
  statements,
  statementsOf,
} from "../src/index";

describe("organization roles", () => {
  it("owner may delete the organization", () => {
    expect(owner.authorize({ organization: ["delete"] })).toEqual({ success: true });
  });

  it("admin may not delete the organization", () => {
    expect(admin.authorize({ organization: ["delete"] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    });
  });

  it("an unknown resource is named in the refusal", () => {
    expect(member.authorize({ billing: ["x"] } as never)).toEqual({
      success: false,
      error: "You are not allowed to access resource: billing",
    });
  });

  it("OR succeeds when one resource is allowed and says 'Not authorized' when none is", () => {
    expect(admin.authorize({ organization: ["delete"], member: ["delete"] }, "OR")).toEqual({ success: true });
    expect(member.authorize({ organization: ["update"], invitation: ["create"] }, "OR")).toEqual({
      success: false,
      error: "Not authorized",
    });
    expect(admin.authorize({ organization: ["delete"], billing: ["read"] } as never, "OR")).toEqual({
      success: false,
      error: "Not authorized",
    });
  });

  it("AND needs every action of every resource", () => {
    expect(admin.authorize({ organization: ["update", "delete"] })).toMatchObject({ success: false });
    expect(admin.authorize({ organization: ["update"], member: ["delete"] })).toEqual({ success: true });
    expect(admin.authorize({ organization: { actions: ["update", "delete"], connector: "OR" } })).toEqual({
      success: true,
    });
  });

  it("a malformed request throws 'Invalid access control request'", () => {
    expect(() => admin.authorize({ organization: "delete" as never })).toThrow("Invalid access control request");
  });

  // The product's table of roles, cell by cell (the first four resources are the specification's).
  const table: Record<string, Record<string, string[]>> = {
    owner: {
      organization: ["update", "delete"],
      member: ["create", "update", "delete"],
      invitation: ["create", "cancel"],
      team: ["create", "update", "delete"],
      activity: ["read"],
      webhook: ["manage"],
      ownership: ["manage"],
      sso: ["manage", "require"],
      scim: ["manage"],
      apiKey: ["create", "manage"],
      document: ["read", "write"],
      security: ["manage"],
      ac: ["create", "read", "update", "delete"],
    },
    admin: {
      organization: ["update"],
      member: ["create", "update", "delete"],
      invitation: ["create", "cancel"],
      team: ["create", "update", "delete"],
      activity: ["read"],
      webhook: ["manage"],
      sso: ["manage"],
      scim: ["manage"],
      apiKey: ["create", "manage"],
      document: ["read", "write"],
      ac: ["read"],
    },
    member: { apiKey: ["create"], document: ["read", "write"] },
  };
  const cells = ORGANIZATION_ROLES.flatMap((role) =>
    Object.entries(statements).flatMap(([resource, actions]) =>
      actions.map((action) => [role, resource, action, table[role][resource]?.includes(action) ?? false] as const),
    ),
  );

  it.each(cells)("%s on %s:%s → %s", (role, resource, action, allowed) => {
    expect(organizationRoles[role].authorize({ [resource]: [action] }).success).toBe(allowed);
  });

  it("roleGrants reads a comma-separated role field and ignores unknown roles", () => {
    expect(roleGrants("member,admin", { activity: ["read"] })).toBe(true);
    expect(roleGrants("member", { activity: ["read"] })).toBe(false);
    expect(roleGrants("toString,__proto__", { activity: ["read"] })).toBe(false);
    expect(roleGrants(null, { organization: ["update"] })).toBe(false);
  });

  // better-auth's organization plugin lets only its creator role make or unmake an owner; the
  // statement the product checks for the same thing must grant exactly that role.
  it("ownership:manage is granted to exactly the plugin's creator role", () => {
    expect(ORGANIZATION_ROLES.filter((role) => roleGrants(role, { ownership: ["manage"] }))).toEqual([CREATOR_ROLE]);
  });

  it("a custom role grants its own statements, together with a built-in role in the same field", () => {
    const custom = { clerk: { document: ["read" as const] } };
    expect(roleGrants("clerk", { document: ["read"] }, custom)).toBe(true);
    expect(roleGrants("clerk", { document: ["write"] }, custom)).toBe(false);
    expect(roleGrants("clerk", { document: ["read"] })).toBe(false);
    expect(roleGrants("clerk,member", { document: ["write"] }, custom)).toBe(true);
    expect(roleGrants("clerk", {}, {})).toBe(false);
    expect(statementsOf("clerk,member", custom)).toEqual({ document: ["read", "write"], apiKey: ["create"] });
  });

  it("no custom role may hold ownership or single sign-on", () => {
    expect(reservedIn({ ownership: ["manage"], document: ["read"] })).toEqual(["ownership:manage"]);
    expect(reservedIn({ sso: ["require"] })).toEqual(["sso:require"]);
    expect(reservedIn({ document: ["read", "write"], member: ["update"] })).toEqual([]);
  });

  it("has exactly the roles owner, admin and member", () => {
    expect(ORGANIZATION_ROLES).toEqual(["owner", "admin", "member"]);
  });
});
