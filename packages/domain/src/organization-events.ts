import type { DocumentKind } from "./gewerbeanmeldung";
import { documentTitle } from "./gewerbeanmeldung/document-title";
import type { ReminderMoment } from "./obligation-answers";
import { ORG_ACTIVITY_KINDS, type OrgActivityKind } from "./organization-activity";
import type { WebhookEventType } from "./webhooks";

/**
 * What happens in an organization, as one event per change (decision 044). The server records it
 * once, in the change's transaction; the activity log (decision 031) and the webhooks (decision 036)
 * are its two consumers, and this catalogue says what each makes of it. A new kind of event is an
 * entry here (with its webhook's data schema in webhooks.ts and its activity label in
 * organization-activity.ts) and one `recordOrganizationEvent` call where it happens.
 */

/** An entry of the activity log, as an event makes it. */
export interface ActivityOfEvent {
  kind: OrgActivityKind;
  /** What it was done to, readable on its own (an address, a document title, a member's name). */
  target?: string | null;
  details?: Record<string, unknown> | null;
}

/** A webhook event, as an event makes it: the type endpoints subscribe to and its `data`. */
export interface WebhookOfEvent {
  type: WebhookEventType;
  data: unknown;
}

/** A document of one of the three forms that changed; `document` as GET returns it (the webhook's data). */
export interface DocumentChange {
  kind: DocumentKind;
  id: string;
  /** The Gewerbeanmeldung a notice follows. */
  anmeldungId?: string | null;
  document?: unknown;
}

/** A role the organization defines itself (decision 042), as it is after the change (before a deletion). */
export interface RoleChange {
  id: string;
  organizationId: string;
  role: string;
  label: string;
  permission: Record<string, string[]>;
}

/** The security policy saved (decision 043): as it stands after (the webhook's data) and what changed. */
export interface SecurityPolicyChange {
  policy: { organizationId: string; updatedBy: string | null; updatedAt: string } & Record<string, unknown>;
  /** Each changed setting, `{ from, to }` (the activity entry's details). */
  changes: Record<string, unknown>;
}

/**
 * Which directory groups give which role (decision 042), as saved: an SSO provider's mapping
 * (`providerId`, the provider's `domain` names it in the activity log) or SCIM provisioning's.
 */
export interface RoleMappingChange {
  organizationId: string;
  source: "sso" | "scim";
  providerId: string | null;
  domain: string | null;
  roleMapping: { group: string; role: string }[];
}

export interface ObligationDue {
  documentId: string;
  documentKind: DocumentKind;
  obligationId: string;
  dueOn: string;
  daysLeft: number;
  reminder: ReminderMoment;
}

export interface ObligationDone {
  documentId: string;
  documentKind: DocumentKind;
  obligationId: string;
  doneAt: string;
  doneBy: { id: string; name: string };
}

/** An event that only the activity log hears of: what it keeps, without its kind. */
export type LoggedChange = Omit<ActivityOfEvent, "kind">;

interface EventKind<D> {
  activity?: (data: D) => ActivityOfEvent | null;
  webhook?: (data: D) => WebhookOfEvent | null;
  /** Every webhook type `webhook` may make (for the test that each type has one source). */
  sends?: readonly WebhookEventType[];
}
function kind<D>(definition: EventKind<D>): EventKind<D> {
  return definition;
}

const DOCUMENT_WEBHOOKS = {
  created: "gewerbeanmeldung.created",
  saved: "gewerbeanmeldung.updated",
  completed: "gewerbeanmeldung.completed",
  reopened: "gewerbeanmeldung.reopened",
  deleted: "gewerbeanmeldung.deleted",
} as const;
type DocumentStep = keyof typeof DOCUMENT_WEBHOOKS;

/**
 * A document's change: its activity entry (a saved draft has none, autosave would flood the log)
 * and, for a Gewerbeanmeldung, its webhook event (the notices have none yet).
 */
const documentEvent = (step: DocumentStep) =>
  kind<DocumentChange>({
    activity:
      step === "saved"
        ? undefined
        : (change) => ({
            kind: `document.${step}`,
            target: documentTitle(change.id, change.kind),
            details: {
              documentId: change.id,
              documentKind: change.kind,
              ...(change.anmeldungId ? { anmeldungId: change.anmeldungId } : {}),
            },
          }),
    webhook: (change) =>
      change.kind === "gewerbeanmeldung"
        ? { type: DOCUMENT_WEBHOOKS[step], data: step === "deleted" ? { documentId: change.id } : change.document }
        : null,
    sends: [DOCUMENT_WEBHOOKS[step]],
  });

const ROLE_STEPS = {
  created: ["role.created", "organization.role.created"],
  changed: ["role.changed", "organization.role.updated"],
  deleted: ["role.deleted", "organization.role.deleted"],
} as const;
const roleEvent = (step: keyof typeof ROLE_STEPS) =>
  kind<RoleChange>({
    activity: (role) => ({
      kind: ROLE_STEPS[step][0],
      target: role.label,
      details: { roleId: role.id, role: role.role, permission: role.permission },
    }),
    webhook: (role) => ({ type: ROLE_STEPS[step][1], data: role }),
    sends: [ROLE_STEPS[step][1]],
  });

/**
 * Members, invitations and the organization's own fields change through better-auth (its
 * organization, SCIM and SSO plugins), the ownership transfer and account deletion; their webhook
 * events are written by the database's row triggers in the same transaction (0014_webhooks.sql,
 * decision 044), so here these kinds reach the activity log only.
 */
const LOGGED_ONLY = ORG_ACTIVITY_KINDS.filter(
  (k) =>
    !k.startsWith("document.") &&
    !k.startsWith("role.") &&
    k !== "security.policy_changed" &&
    !k.endsWith(".role_mapping_changed"),
);
export type LoggedOnlyKind = Exclude<
  OrgActivityKind,
  `document.${string}` | `role.${string}` | "security.policy_changed" | `${string}.role_mapping_changed`
>;

const loggedOnly = Object.fromEntries(
  LOGGED_ONLY.map((k) => [k, kind<LoggedChange>({ activity: (change) => ({ kind: k, ...change }) })]),
) as Record<LoggedOnlyKind, EventKind<LoggedChange>>;

/** A role mapping saved (SSO's or SCIM's): its activity entry, and the one webhook event of both. */
const roleMappingEvent = kind<RoleMappingChange>({
  activity: (change) => ({
    kind: change.source === "sso" ? "sso.role_mapping_changed" : "scim.role_mapping_changed",
    target: change.domain,
    details: { providerId: change.providerId, roleMapping: change.roleMapping },
  }),
  webhook: ({ organizationId, source, providerId, roleMapping }) => ({
    type: "organization.role_mapping.updated",
    data: { organizationId, source, providerId, roleMapping },
  }),
  sends: ["organization.role_mapping.updated"],
});

export const ORGANIZATION_EVENTS = {
  "document.created": documentEvent("created"),
  "document.saved": documentEvent("saved"),
  "document.completed": documentEvent("completed"),
  "document.reopened": documentEvent("reopened"),
  "document.deleted": documentEvent("deleted"),
  "role.created": roleEvent("created"),
  "role.changed": roleEvent("changed"),
  "role.deleted": roleEvent("deleted"),
  "role_mapping.changed": roleMappingEvent,
  "security.policy_changed": kind<SecurityPolicyChange>({
    activity: ({ changes }) => ({ kind: "security.policy_changed", details: changes }),
    webhook: ({ policy }) => ({ type: "organization.security_policy.updated", data: policy }),
    sends: ["organization.security_policy.updated"],
  }),
  "obligation.due": kind<ObligationDue>({
    webhook: (data) => ({ type: "gewerbe.obligation.due", data }),
    sends: ["gewerbe.obligation.due"],
  }),
  "obligation.done": kind<ObligationDone>({
    webhook: (data) => ({ type: "gewerbe.obligation.done", data }),
    sends: ["gewerbe.obligation.done"],
  }),
  ...loggedOnly,
};

export type OrganizationEventType = keyof typeof ORGANIZATION_EVENTS;
/** The data an event of type `T` carries (for a union of types, any of theirs). */
export type OrganizationEventData<T extends OrganizationEventType> = T extends OrganizationEventType
  ? (typeof ORGANIZATION_EVENTS)[T] extends EventKind<infer D>
    ? D
    : never
  : never;

/** One change in an organization, as the server records it. */
export interface OrganizationEvent<T extends OrganizationEventType = OrganizationEventType> {
  organizationId: string;
  type: T;
  data: OrganizationEventData<T>;
}

/** What the two consumers make of one event: its activity entry and its webhook event, each or neither. */
export function consumersOf<T extends OrganizationEventType>(
  event: OrganizationEvent<T>,
): { activity: ActivityOfEvent | null; webhook: WebhookOfEvent | null } {
  const definition = ORGANIZATION_EVENTS[event.type] as EventKind<OrganizationEventData<T>>;
  return {
    activity: definition.activity?.(event.data) ?? null,
    webhook: definition.webhook?.(event.data) ?? null,
  };
}

/**
 * The webhook types the database's row triggers write (members, invitations, the organization):
 * every other type comes from an entry of ORGANIZATION_EVENTS. A test holds the two lists to every
 * type of WEBHOOK_EVENT_TYPES, and the triggers' data to WEBHOOK_EVENT_DATA's schemas.
 */
export const WEBHOOK_TYPES_FROM_ROWS = [
  "member.added",
  "member.removed",
  "member.role_changed",
  "invitation.created",
  "invitation.accepted",
  "invitation.canceled",
  "organization.updated",
] as const satisfies readonly WebhookEventType[];
