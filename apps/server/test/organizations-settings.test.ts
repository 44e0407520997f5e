/**
 * The organization's settings (docs/product.md#organization-settings: slug rules, logo upload checked
 * by content and re-encoded, hostile uploads refused with a clear 4xx) and the dashboard's one request.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/client";
import { completeSoleTrader, quickCreate } from "./support/gewerbeanmeldung-fixtures";
import { errorOf, ok } from "./support/http";
import { backends } from "./support/matrix";
import { createOrg, ORG, type OrgWithRoles, orgWithRoles, uniqueSlug } from "./support/organizations-fixtures";
import { startTestServer, type TestServer } from "./support/server";
import { signedUpUser } from "./support/users";

/** A photo-like test image with EXIF metadata, as a camera would upload it. */
async function photo(format: "png" | "jpeg" | "webp", width = 800, height = 600): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).withExif({
    IFD0: { Copyright: "Secret Camera Owner", ImageDescription: "GPS 52.5200 13.4050" },
  });
  return image.toFormat(format).toBuffer();
}

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a PNG of a few kilobytes that declares 50,000 × 50,000 pixels (7.5 GB
 * decoded). Its rows are deflated zeros, so the file is valid as far as it goes.
 */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(2_000_000));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function upload(client: TestClient, organizationId: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set("logo", new File([new Uint8Array(bytes)], name, { type }));
  return client.request(`/api/organizations/${organizationId}/logo`, { method: "POST", body: form });
}

describe.each(backends)("organization settings and dashboard on $name", (backend) => {
  let server: TestServer;
  let t: OrgWithRoles;
  beforeAll(async () => {
    server = await startTestServer(backend);
    t = await orgWithRoles(server);
  });
  afterAll(() => server?.stop());

  describe("slug", () => {
    it.each([
      ["owner", 200],
      ["admin", 200],
      ["member", 403],
    ] as const)("the %s changing the slug: %i", async (role, status) => {
      const slug = uniqueSlug(role);
      const response = await t[role].client.post(`${ORG}/update`, { organizationId: t.org.id, data: { slug } });
      expect(response.status).toBe(status);
      if (status === 200) expect((await response.json()).slug).toBe(slug);
    });

    it("follows the rules of creation and stays unique", async () => {
      const invalid = await t.owner.client.post(`${ORG}/update`, {
        organizationId: t.org.id,
        data: { slug: "Not OK" },
      });
      expect(await errorOf(invalid)).toMatchObject({
        status: 400,
        message: "Slug may contain only lowercase letters, digits and dashes",
      });
      const taken = await createOrg(t.member.client, { keepCurrentActiveOrganization: true });
      const clash = await t.owner.client.post(`${ORG}/update`, {
        organizationId: t.org.id,
        data: { slug: taken.slug },
      });
      expect(await errorOf(clash)).toMatchObject({ status: 400, message: "Organization slug already taken" });
    });
  });

  describe("logo", () => {
    it.each(["png", "jpeg", "webp"] as const)(
      "a %s is re-encoded to WebP of at most 256 px without metadata, served with a hash and cache headers",
      async (format) => {
        const o = await orgWithRoles(server);
        const response = await upload(
          o.admin.client,
          o.org.id,
          await photo(format),
          `logo.${format}`,
          `image/${format}`,
        );
        const { logo } = await ok<{ logo: string }>(response);
        expect(logo).toMatch(new RegExp(`^${server.url}/api/organizations/${o.org.id}/logo/[0-9a-f]{32}\\.webp$`));
        expect(
          (
            await ok<{ logo: string }>(
              await o.member.client.request(`${ORG}/get-full-organization?organizationId=${o.org.id}`),
            )
          ).logo,
        ).toBe(logo);

        const served = await server.client().request(new URL(logo).pathname);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await served.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: "webp", width: 256, height: 192 });
        expect(metadata.exif).toBeUndefined();
        expect(bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);

        const log = await o.owner.client.rpc<{ entries: { details: Record<string, { to: string }> }[] }>(
          "organizations.activity",
          { organizationId: o.org.id, kind: "organization.settings_changed" },
        );
        expect(log.body.entries[0].details.logo.to).toBe(logo);
      },
    );

    it("an old hash is gone, and a URL logo keeps working", async () => {
      const o = await orgWithRoles(server);
      const first = (
        await ok<{ logo: string }>(
          await upload(o.owner.client, o.org.id, await photo("png", 300, 300), "a.png", "image/png"),
        )
      ).logo;
      const second = (
        await ok<{ logo: string }>(
          await upload(o.owner.client, o.org.id, await photo("png", 400, 100), "b.png", "image/png"),
        )
      ).logo;
      expect(second).not.toBe(first);
      expect((await server.client().request(new URL(first).pathname)).status).toBe(404);
      const url = "https://example.com/logo.png";
      const updated = await ok<{ logo: string }>(
        await o.owner.client.post(`${ORG}/update`, { organizationId: o.org.id, data: { logo: url } }),
      );
      expect(updated.logo).toBe(url);
    });

    it("a member may not upload (403), an outsider gets 404, no session 401", async () => {
      const png = await photo("png");
      expect(await errorOf(await upload(t.member.client, t.org.id, png, "logo.png", "image/png"))).toMatchObject({
        status: 403,
        message: "You are not allowed to update this organization",
      });
      const stranger = await signedUpUser(server);
      expect((await upload(stranger.client, t.org.id, png, "logo.png", "image/png")).status).toBe(404);
      expect((await upload(server.client(), t.org.id, png, "logo.png", "image/png")).status).toBe(401);
    });

    it.each([
      [
        "text with a PNG's name and type",
        () => Buffer.from("just some text, honestly"),
        "logo.png",
        "image/png",
        415,
        "The logo must be a PNG, JPEG or WebP image",
      ],
      [
        "an SVG with a script",
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
        "logo.svg",
        "image/svg+xml",
        415,
        "The logo must be a PNG, JPEG or WebP image",
      ],
      [
        "an SVG named .png",
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        "logo.png",
        "image/png",
        415,
        "The logo must be a PNG, JPEG or WebP image",
      ],
      [
        "a decompression bomb",
        pngBomb,
        "bomb.png",
        "image/png",
        422,
        "The logo's image has too many pixels (at most 40 megapixels)",
      ],
      [
        "a truncated PNG",
        () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
        "logo.png",
        "image/png",
        422,
        "The logo could not be read as an image",
      ],
      [
        "a file over 2 MB",
        () => Buffer.alloc(2 * 1024 * 1024 + 10, 1),
        "logo.png",
        "image/png",
        413,
        "The logo must be at most 2 MB",
      ],
    ])("%s is refused", async (_name, bytes, filename, type, status, message) => {
      const before = (
        await ok<{ logo: string | null }>(
          await t.owner.client.request(`${ORG}/get-full-organization?organizationId=${t.org.id}`),
        )
      ).logo;
      const response = await upload(t.owner.client, t.org.id, bytes(), filename, type);
      expect(await errorOf(response)).toMatchObject({ status, message });
      const after = (
        await ok<{ logo: string | null }>(
          await t.owner.client.request(`${ORG}/get-full-organization?organizationId=${t.org.id}`),
        )
      ).logo;
      expect(after).toBe(before);
    });

    it("a 20 MB upload is refused at the edge with 413 before it is read", async () => {
      const response = await upload(
        t.owner.client,
        t.org.id,
        Buffer.alloc(20 * 1024 * 1024, 7),
        "huge.png",
        "image/png",
      );
      expect(await errorOf(response)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    });

    it("an upload without a file is a 400 that says what to do", async () => {
      const response = await t.owner.client.request(`/api/organizations/${t.org.id}/logo`, {
        method: "POST",
        body: new FormData(),
      });
      expect(await errorOf(response)).toMatchObject({ status: 400, message: "Choose an image file to upload" });
    });
  });

  describe("dashboard", () => {
    type Dashboard = {
      organization: { id: string; name: string };
      role: string;
      myDocuments: { entwurf: number; vollstaendig: number };
      documentsPerMonth: { month: string; count: number }[];
      members: number;
      pendingInvitations: number;
      latestActivity: { kind: string }[] | null;
      message?: string;
    };
    const dashboard = (client: TestClient, organizationId: string) =>
      client.rpc<Dashboard>("organizations.dashboard", { organizationId });

    it("fills the page in one call: my documents by status, the months, members, invitations, activity", async () => {
      const o = await orgWithRoles(server);
      await ok(
        await o.owner.client.post(`${ORG}/invite-member`, {
          organizationId: o.org.id,
          email: "soon@example.com",
          role: "member",
        }),
      );
      await o.owner.client.rpc("docs.gewerbeanmeldung.create", quickCreate());
      await o.owner.client.rpc("docs.gewerbeanmeldung.create", quickCreate());
      await ok(await o.member.client.post(`${ORG}/set-active`, { organizationId: o.org.id }));
      await o.member.client.rpc("docs.gewerbeanmeldung.create", quickCreate());

      const { status, body } = await dashboard(o.owner.client, o.org.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        organization: { id: o.org.id, name: "Shared Org" },
        role: "owner",
        myDocuments: { entwurf: 2, vollstaendig: 0 },
        members: 3,
        pendingInvitations: 1,
      });
      expect(body.documentsPerMonth).toHaveLength(12);
      expect(body.documentsPerMonth.at(-1)).toEqual({
        month: new Date().toISOString().slice(0, 7),
        count: 3,
        byKind: { gewerbeanmeldung: 3, gewerbeummeldung: 0, gewerbeabmeldung: 0 },
      });
      expect(body.documentsPerMonth.slice(0, 11).every((m) => m.count === 0)).toBe(true);
      expect(body.latestActivity?.[0].kind).toBe("document.created");

      const asMember = await dashboard(o.member.client, o.org.id);
      expect(asMember.body).toMatchObject({ role: "member", myDocuments: { entwurf: 1, vollstaendig: 0 } });
      expect(asMember.body.latestActivity).toBeNull();
    });

    it("the counts follow completing, reopening and deleting (kept by the database's trigger)", async () => {
      const o = await orgWithRoles(server);
      const owner = o.owner.client;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(
          (await owner.rpc<{ documentId: string }>("docs.gewerbeanmeldung.create", quickCreate())).body.documentId,
        );
      }
      const saved = await owner.rpc<{ meta: { version: number } }>("docs.gewerbeanmeldung.saveDraft", {
        id: ids[0],
        version: 1,
        document: completeSoleTrader(),
      });
      const done = await owner.rpc<{ meta: { version: number } }>("docs.gewerbeanmeldung.complete", {
        id: ids[0],
        version: saved.body.meta.version,
      });
      expect(done.status).toBe(200);
      await owner.rpc("docs.gewerbeanmeldung.delete", { id: ids[1] });
      let { body } = await dashboard(owner, o.org.id);
      expect(body.myDocuments).toEqual({ entwurf: 1, vollstaendig: 1 });
      expect(body.documentsPerMonth.at(-1)?.count).toBe(2);
      await owner.rpc("docs.gewerbeanmeldung.reopen", { id: ids[0], version: done.body.meta.version });
      ({ body } = await dashboard(owner, o.org.id));
      expect(body.myDocuments).toEqual({ entwurf: 2, vollstaendig: 0 });
      // Deleting the organization leaves the documents without one; the counts go with it.
      await ok(await owner.post(`${ORG}/delete`, { organizationId: o.org.id }));
      expect((await dashboard(owner, o.org.id)).status).toBe(404);
    });

    it("someone outside the organization gets 404", async () => {
      const stranger = await signedUpUser(server);
      const { status, body } = await dashboard(stranger.client, t.org.id);
      expect(status).toBe(404);
      expect(body.message).toBe("Organization not found");
    });
  });
});
