import { documentTitle } from "@app/domain";
import { createFileRoute } from "@tanstack/react-router";
import { DocumentDetail } from "@/features/gewerbeanmeldung/document-detail";
import { NextSteps } from "@/features/obligations/next-steps";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeummeldung/$id")({
  head: ({ params }) => titled(documentTitle(params.id, "gewerbeummeldung")),
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  return (
    <div className="grid gap-6">
      <DocumentDetail key={id} kind="gewerbeummeldung" id={id} />
      <NextSteps key={`next-${id}`} kind="gewerbeummeldung" documentId={id} />
    </div>
  );
}
