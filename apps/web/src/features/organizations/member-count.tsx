import { m } from "@app/i18n/messages";
import { Skeleton } from "@/components/ui/skeleton";

/** A row's member count, read from the one memberCounts answer for all rows. */
export function MemberCount({ count, isPending, isError }: { count?: number; isPending: boolean; isError: boolean }) {
  if (isError) {
    return (
      <span className="shrink-0" title={m.org_member_count_failed()}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{m.org_member_count_failed()}</span>
      </span>
    );
  }
  // An organization created a moment ago may be listed before the counts are refetched.
  if (isPending || count === undefined) return <Skeleton className="inline-block h-4 w-16 shrink-0 align-middle" />;
  return <span className="shrink-0 whitespace-nowrap">{m.org_members_count({ count })}</span>;
}
