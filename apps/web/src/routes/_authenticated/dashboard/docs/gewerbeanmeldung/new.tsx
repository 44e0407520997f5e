import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { GewerbeanmeldungForm } from "@/features/gewerbeanmeldung/gewerbeanmeldung-form";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/new")({
  component: NewGewerbeanmeldungPage,
});

function NewGewerbeanmeldungPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Gewerbeanmeldung" />
      <GewerbeanmeldungForm />
    </div>
  );
}
