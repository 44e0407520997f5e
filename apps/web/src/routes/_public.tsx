import { createFileRoute, Outlet } from "@tanstack/react-router";
import { PublicFooter } from "@/features/layout/public-footer";
import { PublicHeader } from "@/features/layout/public-header";

export const Route = createFileRoute("/_public")({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
