import { createFileRoute } from "@tanstack/react-router";
import { DocumentDetail } from "@/features/gewerbeanmeldung/document-detail";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/$id")({
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  // A fresh component per document, so nothing of the previous one lingers while the next loads.
  return <DocumentDetail key={id} id={id} />;
}
