import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/about")({
  head: () => titled("About"),
  component: () => (
    <PageContent title="About">
      <p>This is a web application for teams: sign in, work together in organizations, and manage your documents.</p>
    </PageContent>
  ),
});
