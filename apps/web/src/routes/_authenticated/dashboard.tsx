import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicHeader } from "@/features/layout/public-header";

// The sidebar shell and the organization checks arrive with the organizations feature.
export const Route = createFileRoute("/_authenticated/dashboard")({
  component: DashboardLayout,
});

function DashboardLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
