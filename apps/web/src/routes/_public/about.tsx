import { PLZ_ATTRIBUTION } from "@app/domain";
import { createFileRoute } from "@tanstack/react-router";
import { PageContent } from "@/features/layout/page-content";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_public/about")({
  head: () => titled("About"),
  component: () => (
    <PageContent title="About">
      <p>This is a web application for teams: sign in, work together in organizations, and manage your documents.</p>
      <h2 className="mt-6 text-lg font-semibold">Data sources and licences</h2>
      {/* ODbL 1.0 §4.3: the postal-code suggestions of the Gewerbeanmeldung must name their source. */}
      <p lang="de" data-testid="plz-attribution">
        {PLZ_ATTRIBUTION}
      </p>
      <p>
        <a className="underline underline-offset-4" href="https://www.openstreetmap.org/copyright">
          OpenStreetMap copyright and licence
        </a>
        {" · "}
        <a className="underline underline-offset-4" href="https://opendatacommons.org/licenses/odbl/1-0/">
          Open Database License (ODbL) 1.0
        </a>
      </p>
    </PageContent>
  ),
});
