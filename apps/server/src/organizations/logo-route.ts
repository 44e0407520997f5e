import type { Database } from "@app/db";
import { schema } from "@app/db";
import { logoMessages } from "@app/domain";
import { m } from "@app/i18n/messages";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { SessionReader } from "../auth-types/auth-api";
import { type AccessRule, routeAccess, routeSession } from "../rpc/organization-access";
import { isLogoRefusal, processLogo } from "./logo-image";

export const LOGO_UPLOAD_ROUTE = "/api/organizations/:id/logo";
export const LOGO_FILE_ROUTE = "/api/organizations/:id/logo/:file";
/** The upload's path, for the edge guard's larger body limit (app.ts). */
export const LOGO_UPLOAD_PATH = /^\/api\/organizations\/[^/]+\/logo$/;
/** The form around a 2 MB file. */
export const LOGO_UPLOAD_MAX_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;

export interface LogoRouteDeps {
  readSession: SessionReader;
  db: Database;
  publicUrl: string;
  /** better-auth's update-organization with the caller's headers: its permission check, its hooks (the activity log). */
  setLogo: (c: Context, organizationId: string, logo: string) => Promise<void>;
}

/** Whoever may change the organization's settings ("organization:update"). */
const updateOrganization: AccessRule = {
  permission: { organization: ["update"] },
  forbidden: () => logoMessages.notAllowed,
};

const json = (c: Context, status: number, code: string, message: string) => c.json({ message, code }, status as 400);

/**
 * POST /api/organizations/{id}/logo (multipart, field `logo`): owners and admins upload a logo. It
 * is re-encoded (logo-image.ts), stored in the database (so the embedded database's backups carry
 * it) and set as the organization's logo through better-auth's update endpoint.
 */
export function logoUploadHandler({ readSession, db, publicUrl, setLogo }: LogoRouteDeps) {
  return async (c: Context) => {
    const session = await routeSession(c, readSession);
    if (session instanceof Response) return session;
    const organizationId = c.req.param("id") ?? "";
    const access = await routeAccess(c, { db, session }, organizationId, updateOrganization);
    if (access instanceof Response) return access;
    let file: unknown;
    try {
      file = (await c.req.raw.formData()).get("logo");
    } catch {
      file = undefined;
    }
    if (!(file instanceof File)) return json(c, 400, "LOGO_MISSING", logoMessages.missing);
    const processed = await processLogo(new Uint8Array(await file.arrayBuffer()));
    if (isLogoRefusal(processed)) return json(c, processed.status, processed.code, processed.message);
    await db
      .insert(schema.organizationLogo)
      .values({ organizationId, hash: processed.hash, contentType: processed.contentType, bytes: processed.bytes })
      .onConflictDoUpdate({
        target: schema.organizationLogo.organizationId,
        set: {
          hash: processed.hash,
          contentType: processed.contentType,
          bytes: processed.bytes,
          updatedAt: new Date(),
        },
      });
    const logo = `${publicUrl}/api/organizations/${encodeURIComponent(organizationId)}/logo/${processed.hash}.webp`;
    await setLogo(c, organizationId, logo);
    return c.json({ logo });
  };
}

/**
 * GET /api/organizations/{id}/logo/{hash}.webp: the stored logo. The hash is of its bytes, so the
 * URL changes with the image and the answer may be cached for good; an old hash is 404.
 */
export function logoFileHandler({ db }: { db: Database }) {
  return async (c: Context) => {
    const organizationId = c.req.param("id") ?? "";
    const hash = /^([0-9a-f]{32})\.webp$/.exec(c.req.param("file") ?? "")?.[1];
    if (!hash || organizationId.length > 100) return json(c, 404, "NOT_FOUND", m.error_not_found());
    const [row] = await db
      .select({ bytes: schema.organizationLogo.bytes, contentType: schema.organizationLogo.contentType })
      .from(schema.organizationLogo)
      .where(and(eq(schema.organizationLogo.organizationId, organizationId), eq(schema.organizationLogo.hash, hash)));
    if (!row) return json(c, 404, "NOT_FOUND", m.error_not_found());
    return c.body(new Uint8Array(row.bytes), 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(row.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${hash}"`,
    });
  };
}
