import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { organizationsQueryOptions } from "@/lib/organizations";
import { useSession } from "@/lib/session";
import { memberCountsQueryOptions } from "./api";
import { NewOrganizationDialog } from "./new-organization-dialog";
import { OrganizationRow } from "./organization-row";

/** The 'Organizations' card: one list request and one member-count request, whatever the row count. */
export function OrganizationList({
  createOpen,
  onCreateOpenChange,
}: {
  createOpen?: boolean;
  onCreateOpenChange?: (open: boolean) => void;
}) {
  const organizations = useQuery(organizationsQueryOptions);
  const memberCounts = useQuery(memberCountsQueryOptions());
  const { data: session } = useSession();
  const activeId = session?.session.activeOrganizationId;

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-xl">
            <h1>{m.org_list_title()}</h1>
          </CardTitle>
          <CardDescription>{m.org_list_description()}</CardDescription>
        </div>
        <NewOrganizationDialog open={createOpen} onOpenChange={onCreateOpenChange} />
      </CardHeader>
      <CardContent>
        {organizations.isPending ? (
          <div className="grid gap-3" role="status" aria-label={m.org_list_loading()}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : organizations.isError ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-destructive text-sm">{m.org_list_failed()}</p>
            <Button variant="outline" size="sm" onClick={() => organizations.refetch()}>
              {m.org_retry()}
            </Button>
          </div>
        ) : organizations.data.length ? (
          <ul className="divide-y">
            {organizations.data.map((organization) => (
              <OrganizationRow
                key={organization.id}
                organization={organization}
                isActive={organization.id === activeId}
                memberCount={{
                  count: memberCounts.data?.counts[organization.id],
                  isPending: memberCounts.isPending,
                  isError: memberCounts.isError,
                }}
              />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Building2 className="text-muted-foreground size-10" aria-hidden="true" />
            <p className="font-medium">{m.org_list_empty()}</p>
            <p className="text-muted-foreground text-sm">{m.org_list_empty_hint()}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
