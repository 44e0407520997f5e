import { API_KEY_SCOPES } from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

const organizationApiKeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** The key's first characters, to recognise it; never the secret. */
  start: z.string().nullable(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.date(),
  lastRequest: z.date().nullable(),
  expiresAt: z.date().nullable(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export type OrganizationApiKey = z.infer<typeof organizationApiKeySchema>;

export const apiKeysContract = {
  /**
   * Owners and admins of an organization: the keys its members made (never the secret). FORBIDDEN
   * for other roles.
   */
  listForOrganization: oc
    .input(z.object({ organizationId: z.string().min(1).max(100) }))
    .output(z.object({ keys: z.array(organizationApiKeySchema) })),
  /** Revokes a member's key: its creator, or an owner or admin of its organization. */
  revoke: oc.input(z.object({ keyId: z.string().min(1).max(100) })).output(z.object({ keyId: z.string() })),
};

/** Who an API key acts as (GET /api/v1/me). */
export const apiMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** The creator's role in the organization. */
  role: z.string(),
  key: z.object({
    id: z.string(),
    name: z.string().nullable(),
    scope: z.enum(API_KEY_SCOPES),
    expiresAt: z.date().nullable(),
  }),
});

/** Who the key acts as, on the public API only (GET /api/v1/me). */
export const meContract = oc
  .route({
    method: "GET",
    path: "/me",
    operationId: "me",
    tags: ["Key"],
    summary: "Who the key acts as",
    description: "The key's creator, the organization it acts in, the creator's role there and the key's scope.",
  })
  .input(z.object({}).optional())
  .output(apiMeSchema);
