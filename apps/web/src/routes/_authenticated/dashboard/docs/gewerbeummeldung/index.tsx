import { createFileRoute, redirect } from "@tanstack/react-router";

/** The notices are listed with the Gewerbeanmeldung they follow (decision 034). */
export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeummeldung/")({
  beforeLoad: () => {
    throw redirect({ to: "/dashboard/docs/gewerbeanmeldung" });
  },
});
