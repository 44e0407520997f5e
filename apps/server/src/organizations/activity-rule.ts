import { orgActivityMessages } from "@app/domain";
import type { AccessRule } from "../rpc/organization-access";

/** Who reads the activity log, as a page and as CSV: "activity:read" (owners and admins). */
export const readActivity: AccessRule = {
  permission: { activity: ["read"] },
  forbidden: () => orgActivityMessages.notAllowed,
};
