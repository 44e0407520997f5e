import {
  accountExportSchema,
  createGewerbeanmeldungSchema,
  dashboardInputSchema,
  dashboardOutputSchema,
  deletionPreviewSchema,
  documentIdInputSchema,
  documentMetaSchema,
  documentVersionInputSchema,
  gewerbeanmeldungDetailSchema,
  healthStatusSchema,
  invitationPreviewSchema,
  listDocumentsInputSchema,
  listDocumentsOutputSchema,
  listOrgActivityInputSchema,
  listOrgActivityOutputSchema,
  listUsersInputSchema,
  listUsersOutputSchema,
  plzLookupInputSchema,
  plzLookupOutputSchema,
  saveDraftInputSchema,
  saveDraftOutputSchema,
  transferOwnershipInputSchema,
} from "@app/domain";
import { oc as baseContract } from "@orpc/contract";
import { z } from "zod";

/**
 * What a procedure answers when its input fails the schema: HTTP 400, code BAD_REQUEST, `message` the first
 * issue's message and `data.issues` every issue with its dotted path ("wohnanschrift_11.postleitzahl"), so a
 * client can show each message under its field. The server's `readableValidationErrors` builds it.
 */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export const validationErrorDataSchema = z.object({ issues: z.array(validationIssueSchema) });

/** Every procedure declares that error, so clients see its data typed. */
const oc = baseContract.errors({ BAD_REQUEST: { data: validationErrorDataSchema } });

/**
 * The typed RPC contract served at /rpc. It lives in its own package so the web app can type its
 * client from it without importing server code.
 */
export const contract = {
  health: oc.output(healthStatusSchema),
  organizations: {
    /** Member counts of every organization the caller belongs to, in one call (no request per row). */
    memberCounts: oc.input(z.object({})).output(z.object({ counts: z.record(z.string(), z.number().int()) })),
    /**
     * The organization's activity log, owners and admins only (FORBIDDEN otherwise, NOT_FOUND for an
     * organization the caller is not in), newest first, keyset-paged. CSV of the same filters:
     * GET /api/organizations/{id}/activity.csv (apps/server/src/organizations/activity-csv-route.ts).
     */
    activity: oc.input(listOrgActivityInputSchema).output(listOrgActivityOutputSchema),
    /** An owner makes another member an owner and becomes an admin; both are mailed. */
    transferOwnership: oc
      .input(transferOwnershipInputSchema)
      .output(z.object({ organizationId: z.string(), newOwnerMemberId: z.string() })),
    /** Everything /dashboard shows for one organization the caller belongs to, in one call. */
    dashboard: oc.input(dashboardInputSchema).output(dashboardOutputSchema),
  },
  admin: {
    /**
     * Platform admins only. Case-insensitive search on email or name that treats % and _ literally,
     * newest first; `total` counts the matching users (better-auth's list-users does neither).
     */
    listUsers: oc.input(listUsersInputSchema).output(listUsersOutputSchema),
  },
  docs: {
    /**
     * The caller's own documents only; another user's id answers NOT_FOUND like a missing one.
     * Writes carry the version the caller read: a newer version answers CONFLICT (data.reason
     * "version", data.currentVersion), a completed document CONFLICT (data.reason "locked").
     * PDF: GET /api/docs/gewerbeanmeldung/{id}/pdf (apps/server/src/documents/pdf-route.ts).
     */
    gewerbeanmeldung: {
      /** Newest first, keyset-paged; optional `query` (every word must match) and `status` filters. */
      list: oc.input(listDocumentsInputSchema).output(listDocumentsOutputSchema),
      getById: oc.input(documentIdInputSchema).output(gewerbeanmeldungDetailSchema),
      create: oc.input(createGewerbeanmeldungSchema).output(z.object({ documentId: z.string() })),
      /** Replaces a draft's data (every given field valid, missing ones allowed). */
      saveDraft: oc.input(saveDraftInputSchema).output(saveDraftOutputSchema),
      /** Entwurf → Vollständig; UNPROCESSABLE_CONTENT with data.missing and data.issues when incomplete. */
      complete: oc.input(documentVersionInputSchema).output(z.object({ meta: documentMetaSchema })),
      /** Vollständig → Entwurf, so it can be edited again. */
      reopen: oc.input(documentVersionInputSchema).output(z.object({ meta: documentMetaSchema })),
      delete: oc.input(documentIdInputSchema).output(z.object({ documentId: z.string() })),
    },
  },
  plz: {
    /** Places of a postal code (Ort and Bundesland); an unknown code answers an empty list. */
    lookup: oc.input(plzLookupInputSchema).output(plzLookupOutputSchema),
  },
  account: {
    /**
     * 'Download my data' (GDPR Art. 20): profile, sign-in methods, passkeys, memberships, session
     * metadata and every document the caller owns; never a token or secret. FORBIDDEN while impersonating.
     */
    exportData: oc.input(z.object({})).output(accountExportSchema),
    /** What deleting the caller's account would do to their organizations (the confirmation dialog). */
    deletionPreview: oc.input(z.object({})).output(deletionPreviewSchema),
  },
  invitations: {
    /** Public: what an invitation link leads to, so the accept page can explain it before sign-in. */
    preview: oc.input(z.object({ id: z.string().min(1).max(100) })).output(invitationPreviewSchema),
  },
};

export type Contract = typeof contract;
