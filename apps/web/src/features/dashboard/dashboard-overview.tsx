import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FilePlus2, UserPlus } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { activityActor, activityLabel } from "@/lib/activity";
import { formatDateTime } from "@/lib/dates";
import { dashboardQueryOptions } from "./api";
import { DocumentsChart } from "./documents-chart";

/** The active organization at a glance: documents, members, the latest activity, what to do next. */
export function DashboardOverview({ organizationId }: { organizationId: string }) {
  const { data, isPending, isError, error } = useQuery(dashboardQueryOptions(organizationId));
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {error.message}
      </p>
    );
  }
  const { myDocuments, members, pendingInvitations, latestActivity, documentsPerMonth } = data;
  const noDocuments = myDocuments.entwurf + myDocuments.vollstaendig === 0;
  const anyThisYear = documentsPerMonth.some((m) => m.count > 0);
  const canManage = latestActivity !== null;

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        Where things stand in <span className="text-foreground font-medium">{data.organization.name}</span>.
      </p>
      <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/dashboard/docs/gewerbeanmeldung/new">
            <FilePlus2 aria-hidden="true" />
            Neue Gewerbeanmeldung
          </Link>
        </Button>
        {canManage ? (
          <Button asChild variant="outline">
            <Link to="/dashboard/organizations" search={{ manage: organizationId }}>
              <UserPlus aria-hidden="true" />
              Invite members
            </Link>
          </Button>
        ) : null}
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title="My documents">
          {noDocuments ? (
            <p className="text-muted-foreground text-sm">
              You have no documents here yet. Start with 'Neue Gewerbeanmeldung'.
            </p>
          ) : (
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-muted-foreground text-sm">Entwurf</dt>
                <dd className="text-3xl font-semibold">{myDocuments.entwurf}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-sm">Vollständig</dt>
                <dd className="text-3xl font-semibold">{myDocuments.vollstaendig}</dd>
              </div>
            </dl>
          )}
        </SectionCard>
        <SectionCard title="People">
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-muted-foreground text-sm">Members</dt>
              <dd className="text-3xl font-semibold">{members}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">Pending invitations</dt>
              <dd className="text-3xl font-semibold">{pendingInvitations}</dd>
            </div>
          </dl>
          {members === 1 && canManage ? (
            <p className="text-muted-foreground text-sm">You are alone here. Invite members to work together.</p>
          ) : null}
        </SectionCard>
      </div>
      <SectionCard title="Documents per month">
        {anyThisYear ? (
          <DocumentsChart months={documentsPerMonth} />
        ) : (
          <p className="text-muted-foreground text-sm">
            No documents were created in the last 12 months. Create the first one with 'Neue Gewerbeanmeldung'.
          </p>
        )}
      </SectionCard>
      {latestActivity ? (
        <SectionCard
          title="Latest activity"
          action={
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/activity" search={{ organizationId }}>
                All activity
              </Link>
            </Button>
          }
        >
          {latestActivity.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nothing has happened yet. Invite members to get started.</p>
          ) : (
            <ul className="grid gap-2">
              {latestActivity.map((entry) => (
                <li key={entry.id} className="text-sm">
                  <span className="font-medium">{activityLabel(entry.kind)}</span>
                  {entry.target ? `: ${entry.target}` : ""}
                  <span className="text-muted-foreground">
                    {" "}
                    by {activityActor(entry)}, {formatDateTime(entry.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ) : null}
    </div>
  );
}
