import { m } from "@app/i18n/messages";
import { z } from "zod";
import { hasControlCharacters } from "./control-characters";
import { gewerbeanmeldungDocumentSchema } from "./gewerbeanmeldung";
import { obligationDoneEventSchema, obligationDueEventSchema } from "./obligation-answers";

/**
 * Outgoing webhooks (decision 036): the events an organization's endpoints can subscribe to,
 * delivered to the Standard Webhooks specification (standardwebhooks.com).
 */
export const WEBHOOK_EVENT_TYPES = [
  "gewerbeanmeldung.created",
  "gewerbeanmeldung.updated",
  "gewerbeanmeldung.completed",
  "gewerbeanmeldung.reopened",
  "gewerbeanmeldung.deleted",
  "gewerbe.obligation.due",
  "gewerbe.obligation.done",
  "member.added",
  "member.removed",
  "member.role_changed",
  "invitation.created",
  "invitation.accepted",
  "invitation.canceled",
  "organization.updated",
  "organization.security_policy.updated",
  "organization.role.created",
  "organization.role.updated",
  "organization.role.deleted",
  "organization.role_mapping.updated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Every signing secret starts with this (the specification's convention), then base64 of 24 random bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2000;
/** Endpoints per organization. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** How long the secret before a rotation keeps signing beside the new one. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60_000;
/** Deliveries and events older than this are deleted. */
export const WEBHOOK_RETENTION_DAYS = 30;
/** How much of a receiver's answer is kept per attempt. */
export const WEBHOOK_RESPONSE_KEPT = 1024;

export const WEBHOOK_PAUSE_REASONS = ["manual", "gone", "failing"] as const;
export type WebhookPauseReason = (typeof WEBHOOK_PAUSE_REASONS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** Read when shown (getters), in the reader's language. */
export const webhookMessages = {
  get urlInvalid() {
    return m.rule_webhook_url_invalid({ max: WEBHOOK_URL_MAX });
  },
  get descriptionTooLong() {
    return m.rule_webhook_description_too_long({ max: WEBHOOK_DESCRIPTION_MAX });
  },
  get eventsRequired() {
    return m.rule_webhook_events_required();
  },
  get descriptionControl() {
    return m.rule_webhook_description_control();
  },
};

export const webhookUrlSchema = z
  .string({ error: () => webhookMessages.urlInvalid })
  .trim()
  .min(1, { error: () => webhookMessages.urlInvalid })
  .max(WEBHOOK_URL_MAX, { error: () => webhookMessages.urlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: () => webhookMessages.urlInvalid },
  );

export const webhookDescriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: () => webhookMessages.descriptionTooLong })
  .refine((text) => !hasControlCharacters(text), { error: () => webhookMessages.descriptionControl });

export const webhookEventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: () => webhookMessages.eventsRequired }))
  .min(1, { error: () => webhookMessages.eventsRequired })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

const id = z.string().min(1).max(100);

export const webhookOrganizationInputSchema = z.object({ organizationId: id });
export const webhookEndpointInputSchema = z.object({ organizationId: id, endpointId: id });

export const createWebhookEndpointInputSchema = z.object({
  organizationId: id,
  url: webhookUrlSchema,
  description: webhookDescriptionSchema.default(""),
  eventTypes: webhookEventTypesSchema,
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointInputSchema>;

export const updateWebhookEndpointInputSchema = z.object({
  organizationId: id,
  endpointId: id,
  url: webhookUrlSchema.optional(),
  description: webhookDescriptionSchema.optional(),
  eventTypes: webhookEventTypesSchema.optional(),
});

/** An endpoint as owners and admins see it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The secret's first characters, to recognise it (`whsec_AbCd…`). */
  secretStart: z.string(),
  /** Set while the secret before a rotation still signs too. */
  previousSecretExpiresAt: z.date().nullable(),
  paused: z.boolean(),
  pausedReason: z.enum(WEBHOOK_PAUSE_REASONS).nullable(),
  pausedAt: z.date().nullable(),
  /** Since when every delivery has failed; null while the last one succeeded. */
  failingSince: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to create and rotate: the endpoint and its new secret, shown this once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});

export const webhookAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.date(),
  /** The receiver's status, null when no answer came (timeout, refused connection, refused address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first bytes of the answer, or what went wrong. */
  response: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.date().nullable(),
  createdAt: z.date(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** An endpoint in the list, with its newest delivery (null before the first), so the list is one request. */
export const webhookEndpointListItemSchema = webhookEndpointSchema.extend({
  lastDelivery: webhookDeliverySchema.nullable(),
});

export const listWebhookDeliveriesInputSchema = z.object({
  organizationId: id,
  endpointId: id,
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const listWebhookDeliveriesOutputSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});

export const webhookDeliveryInputSchema = z.object({ organizationId: id, endpointId: id, deliveryId: id });

/** The data of each event: what the API returns for the object (dates as ISO strings). */
const when = z.iso.datetime({ offset: true });
export const webhookMemberDataSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  userId: z.string(),
  /** Comma-separated when a member has several roles (better-auth). */
  role: z.string(),
  createdAt: when,
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export const webhookRoleChangedDataSchema = webhookMemberDataSchema.extend({ previousRole: z.string() });
export const webhookInvitationDataSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  status: z.string(),
  expiresAt: when,
  inviterId: z.string(),
  createdAt: when.nullable(),
});
export const webhookOrganizationDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: when,
});
/** The organization's security policy after the change (decision 043). */
export const webhookSecurityPolicyDataSchema = z.object({
  organizationId: z.string(),
  allowedNetworks: z.array(z.string()),
  /** Members need two-factor and a session that showed it. */
  twoFactorRequired: z.boolean(),
  /** Minutes a session may go without using the organization; null: no limit. */
  idleTimeoutMinutes: z.number().int().nullable(),
  /** Minutes after sign-in a session may use the organization; null: no limit. */
  absoluteLifetimeMinutes: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: when,
});
/** A role the organization defines itself (decision 042): its fixed key, its label and statements. */
export const webhookOrganizationRoleDataSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  role: z.string(),
  label: z.string(),
  permission: z.record(z.string(), z.array(z.string())),
});
/** Which directory groups give which role (decision 042): an SSO provider's mapping, or SCIM's. */
export const webhookRoleMappingDataSchema = z.object({
  organizationId: z.string(),
  source: z.enum(["sso", "scim"]),
  /** The SSO provider whose mapping changed; null for SCIM. */
  providerId: z.string().nullable(),
  /** The mapping after the change, in its order (the first matching group's role applies). */
  roleMapping: z.array(z.object({ group: z.string(), role: z.string() })),
});
export const webhookDocumentDeletedDataSchema = z.object({ documentId: z.string() });

/** Each event's `data`. */
export const WEBHOOK_EVENT_DATA: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType> = {
  "gewerbeanmeldung.created": gewerbeanmeldungDocumentSchema,
  "gewerbeanmeldung.updated": gewerbeanmeldungDocumentSchema,
  "gewerbeanmeldung.completed": gewerbeanmeldungDocumentSchema,
  "gewerbeanmeldung.reopened": gewerbeanmeldungDocumentSchema,
  "gewerbeanmeldung.deleted": webhookDocumentDeletedDataSchema,
  "gewerbe.obligation.due": obligationDueEventSchema,
  "gewerbe.obligation.done": obligationDoneEventSchema,
  "member.added": webhookMemberDataSchema,
  "member.removed": webhookMemberDataSchema,
  "member.role_changed": webhookRoleChangedDataSchema,
  "invitation.created": webhookInvitationDataSchema,
  "invitation.accepted": webhookInvitationDataSchema,
  "invitation.canceled": webhookInvitationDataSchema,
  "organization.updated": webhookOrganizationDataSchema,
  "organization.security_policy.updated": webhookSecurityPolicyDataSchema,
  "organization.role.created": webhookOrganizationRoleDataSchema,
  "organization.role.updated": webhookOrganizationRoleDataSchema,
  "organization.role.deleted": webhookOrganizationRoleDataSchema,
  "organization.role_mapping.updated": webhookRoleMappingDataSchema,
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: z.string() }),
};
