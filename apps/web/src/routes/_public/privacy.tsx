import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/privacy")({
  head: () => titled(m.layout_privacy()),
  component: () => (
    <PageContent title={m.page_privacy_title()}>
      <p>{m.page_privacy_data()}</p>
      <p>{m.page_privacy_theme()}</p>
    </PageContent>
  ),
});
