/**
 * Every procedure that acts in an organization is built on `orgAccess` (rpc/organization-access.ts),
 * so who may do what there is decided in one place: on /rpc each one whose input names an
 * organization, on /api/v1 every one (a key acts in its organization). The procedures that are not
 * organization-scoped are listed by name, so a new one is a choice someone makes here.
 */
import { type AnyProcedure, isProcedure } from "@orpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { publicApiRouter } from "../src/public-api/public-api.router";
import { router } from "../src/router";
import { orgAccessRuleOf } from "../src/rpc/organization-access";

/** Every procedure of a router with its dotted path. */
function proceduresOf(tree: unknown, path: string[] = []): [string, AnyProcedure][] {
  if (isProcedure(tree)) return [[path.join("."), tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => proceduresOf(value, [...path, key]));
}

/** Whether a JSON schema has a property `organizationId` anywhere (objects, intersections, unions). */
function namesOrganization(schema: unknown): boolean {
  if (!schema || typeof schema !== "object") return false;
  if (Array.isArray(schema)) return schema.some(namesOrganization);
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  if (properties && Object.hasOwn(properties, "organizationId")) return true;
  return Object.values(schema).some(namesOrganization);
}

function takesOrganization(procedure: AnyProcedure): boolean {
  const input = procedure["~orpc"].inputSchema as z.ZodType | undefined;
  if (!input) return false;
  return namesOrganization(z.toJSONSchema(input, { io: "input", unrepresentable: "any" }));
}

/**
 * /rpc procedures that act on the caller alone: the caller's own documents and obligations (by
 * owner; a key reaches them only through /api/v1), their account, the platform admin area, public
 * look-ups, and a key's revocation (its creator, else `decide` on the key's organization).
 */
const NOT_ORGANIZATION_SCOPED = [
  /^health$/,
  /^organizations\.memberCounts$/,
  /^admin\./,
  /^docs\.gewerbe(an|um|ab)meldung\./,
  /^obligations\./,
  /^plz\.lookup$/,
  /^account\./,
  /^apiKeys\.revoke$/,
  /^invitations\.preview$/,
];

describe("organization-scoped procedures", () => {
  const rpc = proceduresOf(router);
  const api = proceduresOf(publicApiRouter);

  it("finds the procedures (the walk itself works)", () => {
    const paths = rpc.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining(["organizations.activity", "webhooks.list", "scim.status", "apiKeys.revoke"]),
    );
    expect(api.map(([path]) => path)).toEqual(expect.arrayContaining(["me", "gewerbeanmeldung.create"]));
    expect(takesOrganization(rpc.find(([path]) => path === "organizations.activity")?.[1] as AnyProcedure)).toBe(true);
    expect(takesOrganization(rpc.find(([path]) => path === "apiKeys.revoke")?.[1] as AnyProcedure)).toBe(false);
  });

  it("on /rpc, every procedure whose input names an organization is built on orgAccess", () => {
    const unguarded = rpc
      .filter(([, procedure]) => takesOrganization(procedure) && !orgAccessRuleOf(procedure))
      .map(([path]) => path);
    expect(unguarded).toEqual([]);
  });

  it("on /rpc, every other procedure is one listed as acting on the caller alone", () => {
    const unlisted = rpc
      .filter(([, procedure]) => !takesOrganization(procedure))
      .map(([path]) => path)
      .filter((path) => !NOT_ORGANIZATION_SCOPED.some((pattern) => pattern.test(path)));
    expect(unlisted).toEqual([]);
    // And none listed there takes an organization after all.
    const listedButScoped = rpc
      .filter(([path, procedure]) => NOT_ORGANIZATION_SCOPED.some((p) => p.test(path)) && takesOrganization(procedure))
      .map(([path]) => path);
    expect(listedButScoped).toEqual([]);
  });

  it("on /api/v1, every procedure is built on orgAccess, and each change asks for the write scope", () => {
    expect(api.filter(([, procedure]) => !orgAccessRuleOf(procedure)).map(([path]) => path)).toEqual([]);
    const changes = api.filter(([, p]) => (p["~orpc"].route.method ?? "POST") !== "GET");
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter(([, p]) => !orgAccessRuleOf(p)?.write).map(([path]) => path)).toEqual([]);
  });
});
