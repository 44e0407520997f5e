import { z } from "zod";

export const invitationStates = ["pending", "accepted", "rejected", "canceled", "expired"] as const;
export type InvitationState = (typeof invitationStates)[number];

/** What the accept page may show before the visitor has signed in. */
export const invitationPreviewSchema = z.object({
  id: z.string(),
  email: z.string(),
  organizationName: z.string(),
  inviterName: z.string(),
  state: z.enum(invitationStates),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
