import { createFileRoute } from "@tanstack/react-router";
import { DocumentList } from "@/features/gewerbeanmeldung/document-list";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/")({
  head: () => titled("Gewerbeanmeldungen"),
  component: DocumentList,
});
