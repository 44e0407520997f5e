import type { WebhookEventType } from "@app/domain";
import { m } from "@app/i18n/messages";
import type { WebhookDelivery, WebhookEndpoint } from "./api";

/** What each event type means, beside its name (the name is what a receiver sees and stays as it is). */
export const eventDescription: Record<WebhookEventType, () => string> = {
  "gewerbeanmeldung.created": () => m.webhooks_event_gewerbeanmeldung_created(),
  "gewerbeanmeldung.updated": () => m.webhooks_event_gewerbeanmeldung_updated(),
  "gewerbeanmeldung.completed": () => m.webhooks_event_gewerbeanmeldung_completed(),
  "gewerbeanmeldung.reopened": () => m.webhooks_event_gewerbeanmeldung_reopened(),
  "gewerbeanmeldung.deleted": () => m.webhooks_event_gewerbeanmeldung_deleted(),
  "gewerbe.obligation.due": () => m.webhooks_event_gewerbe_obligation_due(),
  "gewerbe.obligation.done": () => m.webhooks_event_gewerbe_obligation_done(),
  "member.added": () => m.webhooks_event_member_added(),
  "member.removed": () => m.webhooks_event_member_removed(),
  "member.role_changed": () => m.webhooks_event_member_role_changed(),
  "invitation.created": () => m.webhooks_event_invitation_created(),
  "invitation.accepted": () => m.webhooks_event_invitation_accepted(),
  "invitation.canceled": () => m.webhooks_event_invitation_canceled(),
  "organization.updated": () => m.webhooks_event_organization_updated(),
  "organization.security_policy.updated": () => m.webhooks_event_security_policy_updated(),
  "organization.role.created": () => m.webhooks_event_role_created(),
  "organization.role.updated": () => m.webhooks_event_role_updated(),
  "organization.role.deleted": () => m.webhooks_event_role_deleted(),
  "organization.role_mapping.updated": () => m.webhooks_event_role_mapping_updated(),
};

/** Why an endpoint is paused, in a few words. */
export function pausedLabel(reason: WebhookEndpoint["pausedReason"]): string {
  if (reason === "gone") return m.webhooks_paused_gone();
  if (reason === "failing") return m.webhooks_paused_failing();
  return m.webhooks_paused_manual();
}

export function deliveryStatusLabel(status: WebhookDelivery["status"]): string {
  if (status === "delivered") return m.webhooks_status_delivered();
  if (status === "failed") return m.webhooks_status_failed();
  return m.webhooks_status_pending();
}

export const deliveryStatusVariant = (status: WebhookDelivery["status"]) =>
  status === "delivered" ? "secondary" : status === "failed" ? "destructive" : "outline";

/** The receiver's status code, or that no answer came. */
export const statusCodeLabel = (code: number | null) => (code === null ? m.webhooks_no_answer() : String(code));
