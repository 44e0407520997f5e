import { m } from "@app/i18n/messages";
import { Badge } from "@/components/ui/badge";

/** Marks the user's active organization in the list and the manage view. */
export function ActiveBadge() {
  return <Badge>{m.org_active()}</Badge>;
}
