import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_authenticated/dashboard/")({
  component: () => <h1 className="text-2xl font-semibold tracking-tight">Welcome to your dashboard</h1>,
});
