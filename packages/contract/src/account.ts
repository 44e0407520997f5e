import { accountExportSchema, deletionPreviewSchema } from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

export const accountContract = {
  /**
   * 'Download my data' (GDPR Art. 20): profile, sign-in methods, passkeys, memberships, session
   * metadata and every document the caller owns; never a token or secret. FORBIDDEN while impersonating.
   */
  exportData: oc.input(z.object({})).output(accountExportSchema),
  /** What deleting the caller's account would do to their organizations (the confirmation dialog). */
  deletionPreview: oc.input(z.object({})).output(deletionPreviewSchema),
};
