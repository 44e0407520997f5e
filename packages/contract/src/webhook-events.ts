import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "@app/domain";
import { z } from "zod";

/** What each event says, for the OpenAPI document's `webhooks`. */
export const WEBHOOK_EVENT_SUMMARIES: Record<
  (typeof WEBHOOK_EVENT_TYPES)[number] | typeof WEBHOOK_TEST_EVENT,
  { description: string }
> = {
  "gewerbeanmeldung.created": {
    description:
      "A Gewerbeanmeldung was started (data: the document as GET returns it, without completeness and Gewerbe).",
  },
  "gewerbeanmeldung.updated": { description: "A draft Gewerbeanmeldung was saved." },
  "gewerbeanmeldung.completed": { description: "A Gewerbeanmeldung became vollstaendig." },
  "gewerbeanmeldung.reopened": { description: "A completed Gewerbeanmeldung became a draft again." },
  "gewerbeanmeldung.deleted": { description: "A Gewerbeanmeldung was deleted." },
  "gewerbe.obligation.due": {
    description:
      "An obligation of a completed document is due in a week or in a day (`reminder`) and is not marked done; once per deadline and reminder.",
  },
  "gewerbe.obligation.done": { description: "An obligation of a document was marked done." },
  "member.added": { description: "Someone became a member of the organization." },
  "member.removed": { description: "A member left or was removed." },
  "member.role_changed": { description: "A member's role changed (previousRole: the role before)." },
  "invitation.created": { description: "An invitation was sent." },
  "invitation.accepted": { description: "An invitation was accepted." },
  "invitation.canceled": { description: "An invitation was canceled." },
  "organization.updated": { description: "The organization's name, slug or logo changed." },
  "organization.security_policy.updated": {
    description:
      "The organization's security policy changed; data is the policy after the change (allowedNetworks: empty allows every address; twoFactorRequired; idleTimeoutMinutes and absoluteLifetimeMinutes: null for no limit).",
  },
  "organization.role.created": { description: "The organization defined a role of its own (role: its fixed key)." },
  "organization.role.updated": {
    description: "A role of the organization's own was renamed or its statements changed.",
  },
  "organization.role.deleted": {
    description: "A role of the organization's own was deleted (data: the role as it was).",
  },
  "organization.role_mapping.updated": {
    description:
      "Which directory groups give which role changed: an SSO provider's (source sso, its providerId) or SCIM provisioning's (source scim). Roles the directory then assigns are member.role_changed.",
  },
  [WEBHOOK_TEST_EVENT]: { description: "Sent by 'send test event' to one endpoint." },
};

/** The events the OpenAPI document lists under `webhooks`, each with its body's schema. */
export const WEBHOOK_EVENTS = ([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const).map((type) => ({
  type,
  summary: WEBHOOK_EVENT_SUMMARIES[type].description,
  body: z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data: WEBHOOK_EVENT_DATA[type] }),
}));
