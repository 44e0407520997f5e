import { createFileRoute } from "@tanstack/react-router";
import { DocumentList } from "@/features/gewerbeanmeldung/document-list";
import { SPEC_TEXTS } from "@/features/gewerbeanmeldung/spec-texts";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/")({
  head: () => titled(SPEC_TEXTS.listTitle),
  component: DocumentList,
});
