import { invitationPreviewSchema } from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

export const invitationsContract = {
  /** Public: what an invitation link leads to, so the accept page can explain it before sign-in. */
  preview: oc.input(z.object({ id: z.string().min(1).max(100) })).output(invitationPreviewSchema),
};
