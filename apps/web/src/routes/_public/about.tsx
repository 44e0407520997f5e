import { PLZ_ATTRIBUTION } from "@app/domain";
import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/about")({
  head: () => titled(m.page_about_title()),
  component: () => (
    <PageContent title={m.page_about_title()}>
      <p>{m.page_about_text()}</p>
      <h2 className="mt-6 text-lg font-semibold">{m.page_about_sources()}</h2>
      {/* ODbL 1.0 §4.3: the postal-code suggestions of the Gewerbeanmeldung must name their source. */}
      <p lang="de" data-testid="plz-attribution">
        {PLZ_ATTRIBUTION}
      </p>
      <p>
        <a className="underline underline-offset-4" href="https://www.openstreetmap.org/copyright">
          {m.page_about_osm()}
        </a>
        {" · "}
        <a className="underline underline-offset-4" href="https://opendatacommons.org/licenses/odbl/1-0/">
          {/* i18n-ignore: the licence's own name */}
          Open Database License (ODbL) 1.0
        </a>
      </p>
    </PageContent>
  ),
});
