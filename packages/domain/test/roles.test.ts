import { describe, expect, it } from "vitest";
import { hasPlatformRole, parseRoles } from "../src/roles";

describe("parseRoles", () => {
  it("splits a comma-separated role field, trimming and dropping empty parts", () => {
    expect(parseRoles("admin, user")).toEqual(["admin", "user"]);
    expect(parseRoles("admin,")).toEqual(["admin"]);
    expect(parseRoles("")).toEqual([]);
    expect(parseRoles(null)).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
  });
});

describe("hasPlatformRole", () => {
  it("finds the role among several, and only whole roles", () => {
    expect(hasPlatformRole("user,admin", "admin")).toBe(true);
    expect(hasPlatformRole("superadmin", "admin")).toBe(false);
    expect(hasPlatformRole(null, "user")).toBe(false);
  });
});
