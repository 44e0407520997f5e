import { formatNumber } from "@app/i18n";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FilePlus2, UserPlus } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { activityActor, activityLabel } from "@/lib/activity";
import { formatDateTime } from "@/lib/dates";
import { dashboardQueryOptions } from "./api";
import { DocumentsByKind } from "./documents-by-kind";
import { DocumentsChart } from "./documents-chart";

const NAME_MARK = "\u0000";

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
  const { myDocuments, myDocumentsByKind, members, pendingInvitations, latestActivity, documentsPerMonth } = data;
  const noDocuments = myDocuments.entwurf + myDocuments.vollstaendig === 0;
  const anyThisYear = documentsPerMonth.some((month) => month.count > 0);
  const canManage = latestActivity !== null;
  // The name sits inside the sentence where the language puts it, set apart in its own element.
  const [introBefore, introAfter = ""] = m.dashboard_intro({ name: NAME_MARK }).split(NAME_MARK);

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        {introBefore}
        <span className="text-foreground font-medium">{data.organization.name}</span>
        {introAfter}
      </p>
      <nav aria-label={m.dashboard_quick_actions()} className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/dashboard/docs/gewerbeanmeldung/new">
            <FilePlus2 aria-hidden="true" />
            {m.dashboard_new_gewerbeanmeldung()}
          </Link>
        </Button>
        {canManage ? (
          <Button asChild variant="outline">
            <Link to="/dashboard/organizations" search={{ manage: organizationId }}>
              <UserPlus aria-hidden="true" />
              {m.dashboard_invite_members()}
            </Link>
          </Button>
        ) : null}
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title={m.dashboard_my_documents()}>
          {noDocuments ? (
            <p className="text-muted-foreground text-sm">{m.dashboard_no_documents()}</p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-4">
                <div>
                  <dt className="text-muted-foreground text-sm">{m.dashboard_status_entwurf()}</dt>
                  <dd className="text-3xl font-semibold">{formatNumber(myDocuments.entwurf)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-sm">{m.dashboard_status_vollstaendig()}</dt>
                  <dd className="text-3xl font-semibold">{formatNumber(myDocuments.vollstaendig)}</dd>
                </div>
              </dl>
              <DocumentsByKind counts={myDocumentsByKind} />
            </>
          )}
        </SectionCard>
        <SectionCard title={m.dashboard_people()}>
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-muted-foreground text-sm">{m.org_members_title()}</dt>
              <dd className="text-3xl font-semibold">{formatNumber(members)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-sm">{m.org_pending_invitations()}</dt>
              <dd className="text-3xl font-semibold">{formatNumber(pendingInvitations)}</dd>
            </div>
          </dl>
          {members === 1 && canManage ? <p className="text-muted-foreground text-sm">{m.dashboard_alone()}</p> : null}
        </SectionCard>
      </div>
      <SectionCard title={m.dashboard_documents_per_month()}>
        {anyThisYear ? (
          <DocumentsChart months={documentsPerMonth} />
        ) : (
          <p className="text-muted-foreground text-sm">{m.dashboard_no_documents_year()}</p>
        )}
      </SectionCard>
      {latestActivity ? (
        <SectionCard
          title={m.dashboard_latest_activity()}
          action={
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/organizations/$organizationId/settings/activity" params={{ organizationId }}>
                {m.dashboard_all_activity()}
              </Link>
            </Button>
          }
        >
          {latestActivity.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.dashboard_no_activity()}</p>
          ) : (
            <ul className="grid gap-2">
              {latestActivity.map((entry) => (
                <li key={entry.id} className="text-sm">
                  <span className="font-medium">{activityLabel(entry.kind)}</span>
                  {entry.target ? `: ${entry.target}` : ""}
                  <span className="text-muted-foreground">
                    {" "}
                    {m.dashboard_activity_by({ actor: activityActor(entry), when: formatDateTime(entry.createdAt) })}
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
