import { z } from "zod";
import { organizationNameSchema, organizationSlugSchema } from "./organization";

/**
 * What an organization's activity log records (issue 26, decision 031). Adding a kind is one entry
 * here (with its label) and one `recordOrgActivity` call where it happens on the server.
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
] as const;
export type OrgActivityKind = (typeof ORG_ACTIVITY_KINDS)[number];

export const orgActivityLabels: Record<OrgActivityKind, string> = {
  "member.invited": "Member invited",
  "member.joined": "Member joined",
  "member.removed": "Member removed",
  "member.role_changed": "Role changed",
  "invitation.cancelled": "Invitation cancelled",
  "organization.settings_changed": "Settings changed",
  "organization.ownership_transferred": "Ownership transferred",
  "document.created": "Document created",
  "document.completed": "Document completed",
  "document.reopened": "Document reopened",
  "document.deleted": "Document deleted",
};

export const orgActivityMessages = {
  notAllowed: "Only the organization's owners and admins can see its activity",
  notFound: "Organization not found",
  badCursor: "Invalid cursor",
  badRange: "The start date must not be after the end date",
} as const;

const day = z.iso.date({ error: "Dates are written YYYY-MM-DD" });

/** The log's filters; `from`/`to` are whole days (UTC), both included. */
export const orgActivityFilterSchema = z
  .object({
    organizationId: z.string().min(1).max(100),
    actorUserId: z.string().min(1).max(100).optional(),
    kind: z.enum(ORG_ACTIVITY_KINDS, { error: "Unknown kind of activity" }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: orgActivityMessages.badRange, path: ["to"] });
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
  confirmMismatch: "Type the organization's name exactly to confirm",
  notOwner: "Only an owner can transfer ownership",
  notAMember: "The new owner must be a member of this organization",
  alreadyOwner: "This member is already an owner",
  lastOwnerLeave:
    "You are the only owner of this organization. Transfer ownership to another member or delete the organization before leaving.",
  lastOwnerDemote:
    "You are the only owner of this organization. Transfer ownership to another member before changing your role.",
  lastOwnerRemove:
    "The only owner cannot be removed. The owner can transfer ownership to another member first, or delete the organization.",
} as const;

/** The settings form: name and slug with the same rules as at creation. */
export const organizationSettingsSchema = z.object({ name: organizationNameSchema, slug: organizationSlugSchema });

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_SIZE_PX = 256;
export const logoMessages = {
  tooLarge: "The logo must be at most 2 MB",
  badType: "The logo must be a PNG, JPEG or WebP image",
  tooManyPixels: "The logo's image has too many pixels (at most 40 megapixels)",
  unreadable: "The logo could not be read as an image",
  missing: "Choose an image file to upload",
  notAllowed: "You are not allowed to update this organization",
} as const;

/** The dashboard's one request (issue 26 point 4). */
export const dashboardInputSchema = z.object({ organizationId: z.string().min(1).max(100) });
export const dashboardOutputSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  role: z.string(),
  myDocuments: z.object({ entwurf: z.number().int(), vollstaendig: z.number().int() }),
  /** The last 12 months, oldest first, "YYYY-MM" (UTC). */
  documentsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  members: z.number().int(),
  pendingInvitations: z.number().int(),
  /** The latest entries of the activity log, only for owners and admins (null for members). */
  latestActivity: z.array(orgActivityEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardOutputSchema>;
