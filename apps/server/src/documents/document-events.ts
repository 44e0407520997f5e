import type { Database } from "@app/db";
import type { DocumentChange } from "@app/domain";
import { recordOrganizationEvent } from "../events/organization-events";
import type { RpcContext, Session } from "../rpc/context";

/** What happened to a document: each has exactly one place it is recorded from (document-service.ts). */
export type DocumentEvent = "created" | "saved" | "completed" | "reopened" | "deleted";

/**
 * Records a document's change in the change's own transaction `tx`, as one organization event
 * (decision 044): the catalogue makes its activity entry (none for a saved draft) and, for a
 * Gewerbeanmeldung, its webhook event. A document of no organization has neither.
 */
export async function documentEvent(
  tx: Database,
  context: RpcContext & { session: Session },
  event: DocumentEvent,
  organizationId: string | null,
  change: DocumentChange,
): Promise<void> {
  if (!organizationId) return;
  const { user } = context.session;
  const actor = {
    user: { id: user.id, name: user.name, email: user.email },
    ip: context.clientIp(),
    userAgent: context.headers.get("user-agent"),
  };
  await recordOrganizationEvent(tx, actor, { organizationId, type: `document.${event}`, data: change });
}
