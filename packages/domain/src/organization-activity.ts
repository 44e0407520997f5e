import { m } from "@app/i18n/messages";
import { z } from "zod";
import { organizationNameSchema, organizationSlugSchema } from "./organization";

/**
 * What an organization's activity log records (decision 031). Adding a kind is one entry
 * here, its label (below, texts in packages/i18n/messages/domain.*.json) and one
 * `recordOrganizationEvent` call where it happens on the server (organization-events.ts, decision 044).
 */
export const ORG_ACTIVITY_KINDS = [
  "member.invited",
  "member.joined",
  "member.removed",
  "member.role_changed",
  "invitation.cancelled",
  "organization.settings_changed",
  "organization.ownership_transferred",
  "document.created",
  "document.completed",
  "document.reopened",
  "document.deleted",
  "member.deprovisioned",
  "sso.provider_added",
  "sso.provider_removed",
  "sso.domain_verified",
  "sso.settings_changed",
  "sso.sessions_ended",
  "sso.role_mapping_changed",
  "scim.token_created",
  "scim.token_revoked",
  "scim.role_mapping_changed",
  "webhook.endpoint_created",
  "webhook.endpoint_changed",
  "webhook.endpoint_deleted",
  "webhook.secret_rotated",
  "webhook.endpoint_paused",
  "webhook.endpoint_resumed",
  "security.policy_changed",
  "role.created",
  "role.changed",
  "role.deleted",
] as const;
export type OrgActivityKind = (typeof ORG_ACTIVITY_KINDS)[number];

/**
 * The kinds' labels in the reader's language. Getters, so the server reads them per request (the CSV)
 * and never freezes the language at module load.
 */
export const orgActivityLabels: Readonly<Record<OrgActivityKind, string>> = {
  get "member.invited"() {
    return m.activity_kind_member_invited();
  },
  get "member.joined"() {
    return m.activity_kind_member_joined();
  },
  get "member.removed"() {
    return m.activity_kind_member_removed();
  },
  get "member.role_changed"() {
    return m.activity_kind_role_changed();
  },
  get "invitation.cancelled"() {
    return m.activity_kind_invitation_cancelled();
  },
  get "organization.settings_changed"() {
    return m.activity_kind_settings_changed();
  },
  get "organization.ownership_transferred"() {
    return m.activity_kind_ownership_transferred();
  },
  get "document.created"() {
    return m.activity_kind_document_created();
  },
  get "document.completed"() {
    return m.activity_kind_document_completed();
  },
  get "document.reopened"() {
    return m.activity_kind_document_reopened();
  },
  get "document.deleted"() {
    return m.activity_kind_document_deleted();
  },
  get "member.deprovisioned"() {
    return m.activity_kind_member_deprovisioned();
  },
  get "sso.provider_added"() {
    return m.activity_kind_sso_provider_added();
  },
  get "sso.provider_removed"() {
    return m.activity_kind_sso_provider_removed();
  },
  get "sso.domain_verified"() {
    return m.activity_kind_sso_domain_verified();
  },
  get "sso.settings_changed"() {
    return m.activity_kind_sso_settings_changed();
  },
  get "sso.sessions_ended"() {
    return m.activity_kind_sso_sessions_ended();
  },
  get "sso.role_mapping_changed"() {
    return m.activity_kind_sso_role_mapping_changed();
  },
  get "scim.token_created"() {
    return m.activity_kind_scim_token_created();
  },
  get "scim.token_revoked"() {
    return m.activity_kind_scim_token_revoked();
  },
  get "scim.role_mapping_changed"() {
    return m.activity_kind_scim_role_mapping_changed();
  },
  get "webhook.endpoint_created"() {
    return m.activity_kind_webhook_endpoint_created();
  },
  get "webhook.endpoint_changed"() {
    return m.activity_kind_webhook_endpoint_changed();
  },
  get "webhook.endpoint_deleted"() {
    return m.activity_kind_webhook_endpoint_deleted();
  },
  get "webhook.secret_rotated"() {
    return m.activity_kind_webhook_secret_rotated();
  },
  get "webhook.endpoint_paused"() {
    return m.activity_kind_webhook_endpoint_paused();
  },
  get "webhook.endpoint_resumed"() {
    return m.activity_kind_webhook_endpoint_resumed();
  },
  get "security.policy_changed"() {
    return m.activity_kind_security_policy_changed();
  },
  get "role.created"() {
    return m.activity_kind_role_created();
  },
  get "role.changed"() {
    return m.activity_kind_role_updated();
  },
  get "role.deleted"() {
    return m.activity_kind_role_deleted();
  },
};

/** Getters (like the other message objects here): each read answers in the current request's language. */
export const orgActivityMessages = {
  get notAllowed() {
    return m.activity_not_allowed();
  },
  get notFound() {
    return m.org_not_found();
  },
  get badCursor() {
    return m.activity_bad_cursor();
  },
  get badRange() {
    return m.activity_bad_range();
  },
};

const day = z.iso.date({ error: () => m.activity_date_format() });

/** The log's filters; `from`/`to` are whole days (UTC), both included. */
export const orgActivityFilterSchema = z
  .object({
    organizationId: z.string().min(1).max(100),
    actorUserId: z.string().min(1).max(100).optional(),
    kind: z.enum(ORG_ACTIVITY_KINDS, { error: () => m.activity_unknown_kind() }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: () => orgActivityMessages.badRange, path: ["to"] });
export type OrgActivityFilter = z.infer<typeof orgActivityFilterSchema>;

export const listOrgActivityInputSchema = z.intersection(
  orgActivityFilterSchema,
  z.object({ cursor: z.string().max(200).optional(), limit: z.number().int().min(1).max(100).optional() }),
);

export const orgActivityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ORG_ACTIVITY_KINDS),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.date(),
});
export type OrgActivityEntry = z.infer<typeof orgActivityEntrySchema>;

export const listOrgActivityOutputSchema = z.object({
  entries: z.array(orgActivityEntrySchema),
  nextCursor: z.string().nullable(),
});

/** Ownership transfer: the new owner is a member; the organization's name typed to confirm. */
export const transferOwnershipInputSchema = z.object({
  organizationId: z.string().min(1).max(100),
  memberId: z.string().min(1).max(100),
  confirmName: z.string().max(200),
});

export const ownershipMessages = {
  get confirmMismatch() {
    return m.org_transfer_confirm_mismatch();
  },
  get notOwner() {
    return m.org_transfer_not_owner();
  },
  get notAMember() {
    return m.org_transfer_not_a_member();
  },
  get alreadyOwner() {
    return m.org_transfer_already_owner();
  },
  get lastOwnerLeave() {
    return m.org_last_owner_leave();
  },
  get lastOwnerDemote() {
    return m.org_last_owner_demote();
  },
  get lastOwnerRemove() {
    return m.org_last_owner_remove();
  },
};

/** The organization's name typed to confirm a transfer: exactly as it is (the server checks it again). */
export const organizationNameConfirmation = (name: string) =>
  z.string().refine((typed) => typed === name, { error: () => ownershipMessages.confirmMismatch });

/** The transfer form: the member who becomes an owner, and the name typed to confirm. */
export const transferOwnershipFormSchema = (organizationName: string) =>
  z.object({ memberId: z.string().min(1), confirmName: organizationNameConfirmation(organizationName) });

/** The settings form: name and slug with the same rules as at creation. */
export const organizationSettingsSchema = z.object({ name: organizationNameSchema, slug: organizationSlugSchema });

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_SIZE_PX = 256;
export const logoMessages = {
  get tooLarge() {
    return m.org_logo_too_large();
  },
  get badType() {
    return m.org_logo_bad_type();
  },
  get tooManyPixels() {
    return m.org_logo_too_many_pixels();
  },
  get unreadable() {
    return m.org_logo_unreadable();
  },
  get missing() {
    return m.org_logo_missing();
  },
  get notAllowed() {
    return m.org_logo_not_allowed();
  },
};

const statusCounts = z.object({ entwurf: z.number().int(), vollstaendig: z.number().int() });

/** The dashboard's one request (docs/product.md#dashboard-layout). */
export const dashboardInputSchema = z.object({ organizationId: z.string().min(1).max(100) });
export const dashboardOutputSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  role: z.string(),
  /** The caller's documents of all three forms by status… */
  myDocuments: statusCounts,
  /** …and per form (decision 034). */
  myDocumentsByKind: z.object({
    gewerbeanmeldung: statusCounts,
    gewerbeummeldung: statusCounts,
    gewerbeabmeldung: statusCounts,
  }),
  /** The last 12 months, oldest first, "YYYY-MM" (UTC): all documents created, and per form. */
  documentsPerMonth: z.array(
    z.object({
      month: z.string(),
      count: z.number().int(),
      byKind: z.object({
        gewerbeanmeldung: z.number().int(),
        gewerbeummeldung: z.number().int(),
        gewerbeabmeldung: z.number().int(),
      }),
    }),
  ),
  members: z.number().int(),
  pendingInvitations: z.number().int(),
  /** The latest entries of the activity log, only for owners and admins (null for members). */
  latestActivity: z.array(orgActivityEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardOutputSchema>;
