import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { GewerbeanmeldungForm } from "@/features/gewerbeanmeldung/gewerbeanmeldung-form";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/new")({
  head: () => titled("Neue Gewerbeanmeldung"),
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
