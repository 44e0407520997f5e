import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { DocumentWizard } from "@/features/gewerbeanmeldung/document-wizard";
import { parseStep, type StepId } from "@/features/gewerbeanmeldung/step-ids";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/$id_/bearbeiten")({
  validateSearch: (search: Record<string, unknown>): { schritt?: StepId } => ({ schritt: parseStep(search.schritt) }),
  head: () => titled(m.gewa_fill_in_title()),
  component: WizardPage,
});

function WizardPage() {
  const { id } = Route.useParams();
  const { schritt } = Route.useSearch();
  return <DocumentWizard key={id} kind="gewerbeanmeldung" id={id} step={schritt} />;
}
