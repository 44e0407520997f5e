import { createFileRoute, Outlet } from "@tanstack/react-router";

/**
 * The Gewerbeanmeldung screens. Their official texts (SPEC §1, GewA 1) are German in both languages and
 * carry lang="de" where they are shown; the buttons and messages around them follow the page's language
 * (WCAG 3.1.2), so no blanket lang="de" here.
 */
export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung")({
  component: Outlet,
});
