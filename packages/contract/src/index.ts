import {
  accountExportSchema,
  createGewerbeanmeldungSchema,
  deletionPreviewSchema,
  gewerbeanmeldungDocumentSchema,
  healthStatusSchema,
  invitationPreviewSchema,
  listDocumentsInputSchema,
  listDocumentsOutputSchema,
  listUsersInputSchema,
  listUsersOutputSchema,
} from "@app/domain";
import { oc } from "@orpc/contract";
import { z } from "zod";

/**
 * The typed RPC contract served at /rpc. It lives in its own package so the web app can type its
 * client from it without importing server code.
 */
export const contract = {
  health: oc.output(healthStatusSchema),
  organizations: {
    /** Member counts of every organization the caller belongs to, in one call (no request per row). */
    memberCounts: oc.input(z.object({})).output(z.object({ counts: z.record(z.string(), z.number().int()) })),
  },
  admin: {
    /**
     * Platform admins only. Case-insensitive search on email or name that treats % and _ literally,
     * newest first; `total` counts the matching users (better-auth's list-users does neither).
     */
    listUsers: oc.input(listUsersInputSchema).output(listUsersOutputSchema),
  },
  docs: {
    /** The caller's own documents only; another user's id answers NOT_FOUND like a missing one. */
    gewerbeanmeldung: {
      list: oc.input(listDocumentsInputSchema).output(listDocumentsOutputSchema),
      getById: oc.input(z.object({ id: z.string().min(1).max(100) })).output(gewerbeanmeldungDocumentSchema),
      create: oc.input(createGewerbeanmeldungSchema).output(z.object({ documentId: z.string() })),
    },
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
