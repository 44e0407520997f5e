/**
 * The organization rules of organization-rules.ts, enforced by the server on create and update
 * (the /neworg form checks the same, but a client can skip it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, fullOrg, ORG, type Organization, uniqueSlug } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser, type User } from "./support/users";

describe.each(backends)("organization rules on $name", (backend) => {
  let server: TestServer;
  let user: User;

  beforeAll(async () => {
    server = await startTestServer(backend);
    user = await signedUpUser(server);
  });
  afterAll(() => server?.stop());

  function create(body: Record<string, unknown>) {
    return user.client.post(`${ORG}/create`, { name: "Acme", slug: uniqueSlug(), ...body });
  }

  async function myOrgNames(): Promise<string[]> {
    return (await ok<Organization[]>(await user.client.request(`${ORG}/list`))).map((o) => o.name);
  }

  describe("create", () => {
    it.each([
      [{ name: "   " }, "Organization name is required"],
      [{ name: "x".repeat(101) }, "Organization name must be at most 100 characters"],
      [{ slug: "Not A Slug" }, "Slug may contain only lowercase letters, digits and dashes"],
      [{ slug: "-leading-dash" }, "Slug may contain only lowercase letters, digits and dashes"],
      [{ logo: "javascript:alert(1)" }, "Logo must be a valid http(s) URL"],
      [{ logo: "ftp://example.com/logo.png" }, "Logo must be a valid http(s) URL"],
    ])("refuses %o with 400 %j and creates nothing", async (body, message) => {
      const before = await myOrgNames();
      expect(await errorOf(await create({ name: "Refused Org", ...body }))).toMatchObject({ status: 400, message });
      expect(await myOrgNames()).toEqual(before);
    });

    it("accepts a 100-character name and trims surrounding spaces", async () => {
      expect((await createOrg(user.client, { name: "y".repeat(100) })).name).toBe("y".repeat(100));
      expect((await createOrg(user.client, { name: "  Trimmed Co  " })).name).toBe("Trimmed Co");
    });

    it("stores an empty logo as null and keeps an https logo", async () => {
      const empty = await createOrg(user.client, { logo: "" });
      expect(empty.logo).toBeNull();
      expect((await fullOrg(user.client, empty.id)).logo).toBeNull();

      const logo = "https://example.com/logo.png";
      const withLogo = await createOrg(user.client, { logo });
      expect((await fullOrg(user.client, withLogo.id)).logo).toBe(logo);
    });

    it("refuses a taken slug with code ORGANIZATION_ALREADY_EXISTS (the client's slug retry needs it)", async () => {
      const slug = uniqueSlug("taken");
      await createOrg(user.client, { name: "First", slug });
      const other = await signedUpUser(server);
      const response = await other.client.post(`${ORG}/create`, { name: "Second", slug });
      expect(await errorOf(response)).toEqual({
        status: 400,
        message: "Organization already exists",
        code: "ORGANIZATION_ALREADY_EXISTS",
      });
    });

    it("allows two organizations with the same name and different slugs", async () => {
      const a = await createOrg(user.client, { name: "Twin Name" });
      const b = await createOrg(user.client, { name: "Twin Name" });
      expect(a.id).not.toBe(b.id);
      expect((await myOrgNames()).filter((n) => n === "Twin Name")).toHaveLength(2);
    });
  });

  describe("update", () => {
    let org: Organization;
    beforeAll(async () => {
      org = await createOrg(user.client, { name: "Stable Name", logo: "https://example.com/a.png" });
    });

    function update(data: Record<string, unknown>) {
      return user.client.post(`${ORG}/update`, { organizationId: org.id, data });
    }

    it.each([
      [{ name: "   " }, "Organization name is required"],
      [{ name: "z".repeat(101) }, "Organization name must be at most 100 characters"],
      [{ slug: "Not A Slug" }, "Slug may contain only lowercase letters, digits and dashes"],
      [{ logo: "javascript:alert(1)" }, "Logo must be a valid http(s) URL"],
    ])("refuses %o with 400 %j and changes nothing", async (data, message) => {
      expect(await errorOf(await update(data))).toMatchObject({ status: 400, message });
      const after = await fullOrg(user.client, org.id);
      expect(after).toMatchObject({ name: "Stable Name", slug: org.slug, logo: "https://example.com/a.png" });
    });

    it("refuses a slug another organization holds", async () => {
      const other = await createOrg(user.client, { keepCurrentActiveOrganization: true });
      expect(await errorOf(await update({ slug: other.slug }))).toMatchObject({
        status: 400,
        code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
      });
      expect((await fullOrg(user.client, org.id)).slug).toBe(org.slug);
    });

    it("trims a new name, and an empty logo clears it", async () => {
      expect(await ok(await update({ name: "  New Name  ", logo: "" }))).toMatchObject({
        name: "New Name",
        logo: null,
      });
      expect(await fullOrg(user.client, org.id)).toMatchObject({ name: "New Name", logo: null });
    });
  });
});
