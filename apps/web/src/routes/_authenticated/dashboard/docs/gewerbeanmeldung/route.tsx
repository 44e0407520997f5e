import { createFileRoute, Outlet } from "@tanstack/react-router";

/**
 * The Gewerbeanmeldung screens. Their official texts (GewA 1, docs/product.md#gewerbe-documents) are German in both languages and
 * carry lang="de" where they are shown; the buttons and messages around them follow the page's language
 * (WCAG 3.1.2), so no blanket lang="de" here.
 */
export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung")({
  component: Outlet,
});
