import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/terms")({
  head: () => titled(m.layout_terms()),
  component: () => (
    <PageContent title={m.page_terms_title()}>
      <p>{m.page_terms_text()}</p>
    </PageContent>
  ),
});
