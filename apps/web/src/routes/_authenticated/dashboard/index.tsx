import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardOverview } from "@/features/dashboard/dashboard-overview";
import { UpcomingObligations } from "@/features/obligations/upcoming-obligations";
import { useSession } from "@/lib/session";

export const Route = createFileRoute("/_authenticated/dashboard/")({
  component: DashboardPage,
});

function DashboardPage() {
  const { data: session } = useSession();
  const organizationId = session?.session.activeOrganizationId;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{m.page_welcome()}</h1>
      <UpcomingObligations />
      {organizationId ? <DashboardOverview key={organizationId} organizationId={organizationId} /> : null}
    </div>
  );
}
