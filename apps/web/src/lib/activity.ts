import { type OrgActivityKind, orgActivityLabels } from "@app/domain";
import { m } from "@app/i18n/messages";

interface DescribedEntry {
  kind: OrgActivityKind;
  actorName: string | null;
  actorEmail: string | null;
}

/** "Member invited" etc.: the activity log's and the dashboard's words for a kind. */
export const activityLabel = (kind: OrgActivityKind) => orgActivityLabels[kind] ?? kind;

/** Who did it, as the log shows them; a removed account keeps the name it had. */
export function activityActor(entry: DescribedEntry): string {
  return entry.actorName ?? entry.actorEmail ?? m.shell_someone();
}
