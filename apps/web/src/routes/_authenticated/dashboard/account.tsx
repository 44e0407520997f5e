import { createFileRoute } from "@tanstack/react-router";

// The profile form arrives with the profile feature; the route exists so navigation works today.
export const Route = createFileRoute("/_authenticated/dashboard/account")({
  component: () => <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>,
});
