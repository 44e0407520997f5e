import { type DocumentKind, documentTitle, type OrgActivityKind } from "@app/domain";
import { recordOrgActivity } from "../audit/org-activity";
import { logFailure } from "../errors/answers";
import type { RpcContext, Session } from "../rpc/context";

/** What happened to a document: each has exactly one place it is announced from (document-service.ts). */
export type DocumentEvent = "created" | "saved" | "completed" | "reopened" | "deleted";

export interface DocumentEventTarget {
  kind: DocumentKind;
  id: string;
  organizationId: string | null;
  /** The Gewerbeanmeldung a notice follows. */
  anmeldungId?: string | null;
}

/** The activity log's entry of an event; a saved draft is not one (autosave would flood the log). */
const ACTIVITY: Record<DocumentEvent, OrgActivityKind | null> = {
  created: "document.created",
  saved: null,
  completed: "document.completed",
  reopened: "document.reopened",
  deleted: "document.deleted",
};

/**
 * Announces a change of a document of any of the three forms, after it happened: today its
 * organization's activity log (decision 031); its webhook event is written with the change itself,
 * in the change's transaction (document-service.ts, decision 036). A
 * failed announcement is logged, the change stands.
 */
export async function documentEvent(
  context: RpcContext & { session: Session },
  event: DocumentEvent,
  target: DocumentEventTarget,
): Promise<void> {
  const kind = ACTIVITY[event];
  if (!kind || !target.organizationId) return;
  const { user } = context.session;
  try {
    await recordOrgActivity(
      context.db,
      {
        user: { id: user.id, name: user.name, email: user.email },
        ip: context.clientIp(),
        userAgent: context.headers.get("user-agent"),
      },
      {
        organizationId: target.organizationId,
        kind,
        target: documentTitle(target.id, target.kind),
        details: {
          documentId: target.id,
          documentKind: target.kind,
          ...(target.anmeldungId ? { anmeldungId: target.anmeldungId } : {}),
        },
      },
    );
  } catch (error) {
    logFailure("error", "organization activity write failed", error);
  }
}
