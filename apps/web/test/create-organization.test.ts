import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type CreateOrganizationCall,
  createOrganizationWithFreeSlug,
} from "@/features/organizations/create-organization";
import { AuthCallError } from "@/lib/auth-error";

type Answer = { id: string } | AuthCallError;
const created = (id: string): Answer => ({ id });
const refused = (code: string, message = "refused"): Answer => new AuthCallError({ status: 400, code, message });

/** Answers like better-auth would, one answer per call, and records the slugs it was asked for. */
function server(...answers: Answer[]) {
  const slugs: string[] = [];
  const create: CreateOrganizationCall = async (body) => {
    slugs.push(body.slug);
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected call");
    if (answer instanceof AuthCallError) throw answer;
    return answer;
  };
  return { create, slugs };
}

afterEach(() => vi.restoreAllMocks());

describe("createOrganizationWithFreeSlug (the slug retries)", () => {
  it("creates with the plain slug when it is free", async () => {
    const { create, slugs } = server(created("org-1"));
    await expect(createOrganizationWithFreeSlug({ name: "Acme Inc." }, create)).resolves.toBe("org-1");
    expect(slugs).toEqual(["acme-inc"]);
  });

  it("retries a taken slug with a 4-character suffix twice, then with 6 characters", async () => {
    const { create, slugs } = server(
      refused("ORGANIZATION_ALREADY_EXISTS"),
      refused("ORGANIZATION_SLUG_ALREADY_TAKEN"),
      refused("ORGANIZATION_ALREADY_EXISTS"),
      created("org-2"),
    );
    await expect(createOrganizationWithFreeSlug({ name: "Acme Inc." }, create)).resolves.toBe("org-2");
    expect(slugs[0]).toBe("acme-inc");
    expect(slugs[1]).toMatch(/^acme-inc-[a-z0-9]{4}$/);
    expect(slugs[2]).toMatch(/^acme-inc-[a-z0-9]{4}$/);
    expect(slugs[3]).toMatch(/^acme-inc-[a-z0-9]{6}$/);
  });

  it("gives up after five taken slugs", async () => {
    const { create, slugs } = server(...Array.from({ length: 5 }, () => refused("ORGANIZATION_ALREADY_EXISTS")));
    await expect(createOrganizationWithFreeSlug({ name: "Acme" }, create)).rejects.toThrow(
      "Failed to find available slug after multiple attempts. Please try a different name.",
    );
    expect(slugs).toHaveLength(5);
  });

  it("does not retry other refusals, and shows the general message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { create, slugs } = server(refused("INVALID_LOGO", "Logo must be a valid http(s) URL"));
    await expect(createOrganizationWithFreeSlug({ name: "Acme", logo: "x" }, create)).rejects.toThrow(
      "Failed to create organization. Please try again.",
    );
    expect(slugs).toHaveLength(1);
  });

  it("sends an empty logo as none", async () => {
    const bodies: unknown[] = [];
    await createOrganizationWithFreeSlug({ name: "Acme", logo: "" }, async (body) => {
      bodies.push(body);
      return { id: "org-3" };
    });
    expect(bodies).toEqual([{ name: "Acme", slug: "acme", logo: undefined }]);
  });
});
