import { healthStatusSchema, invitationPreviewSchema } from "@app/domain";
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
  invitations: {
    /** Public: what an invitation link leads to, so the accept page can explain it before sign-in. */
    preview: oc.input(z.object({ id: z.string().min(1).max(100) })).output(invitationPreviewSchema),
  },
};

export type Contract = typeof contract;
