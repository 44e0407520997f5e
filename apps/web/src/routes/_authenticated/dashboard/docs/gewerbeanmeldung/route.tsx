import { createFileRoute, Outlet } from "@tanstack/react-router";

/**
 * Every Gewerbeanmeldung screen is German (SPEC §1): lang="de" on their frame makes screen readers speak
 * them in German, while the dashboard around them stays English.
 */
export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung")({
  component: () => (
    <div lang="de" className="contents">
      <Outlet />
    </div>
  ),
});
