import { createFileRoute } from "@tanstack/react-router";
import { DocumentList } from "@/features/gewerbeanmeldung/document-list";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/")({
  component: DocumentList,
});
