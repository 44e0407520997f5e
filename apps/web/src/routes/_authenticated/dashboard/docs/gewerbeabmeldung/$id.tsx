import { documentTitle } from "@app/domain";
import { createFileRoute } from "@tanstack/react-router";
import { DocumentDetail } from "@/features/gewerbeanmeldung/document-detail";
import { NextSteps } from "@/features/obligations/next-steps";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeabmeldung/$id")({
  head: ({ params }) => titled(documentTitle(params.id, "gewerbeabmeldung")),
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  return (
    <div className="grid gap-6">
      <DocumentDetail key={id} kind="gewerbeabmeldung" id={id} />
      <NextSteps key={`next-${id}`} kind="gewerbeabmeldung" documentId={id} />
    </div>
  );
}
