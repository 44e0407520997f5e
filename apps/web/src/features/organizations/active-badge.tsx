import { Badge } from "@/components/ui/badge";

/** Marks the user's active organization in the list and the manage view. */
export function ActiveBadge() {
  return <Badge>Active</Badge>;
}
