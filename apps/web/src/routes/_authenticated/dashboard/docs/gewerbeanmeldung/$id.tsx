import { documentTitle } from "@app/domain";
import { createFileRoute } from "@tanstack/react-router";
import { DocumentDetail } from "@/features/gewerbeanmeldung/document-detail";
import { NextSteps } from "@/features/obligations/next-steps";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/$id")({
  head: ({ params }) => titled(documentTitle(params.id)),
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  // A fresh component per document, so nothing of the previous one lingers while the next loads.
  return (
    <div className="grid gap-6">
      <DocumentDetail key={id} kind="gewerbeanmeldung" id={id} />
      <NextSteps key={`next-${id}`} kind="gewerbeanmeldung" documentId={id} />
    </div>
  );
}
