import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/terms")({
  head: () => titled("Terms"),
  component: () => (
    <PageContent title="Terms">
      <p>
        Use this application lawfully and keep your password to yourself. You remain responsible for the content you
        enter. The service is provided as is.
      </p>
    </PageContent>
  ),
});
