import { createFileRoute } from "@tanstack/react-router";

// The organization list arrives with the organizations feature; the route exists so navigation works today.
export const Route = createFileRoute("/_authenticated/dashboard/organizations")({
  component: () => <h1 className="text-2xl font-semibold tracking-tight">Organizations</h1>,
});
