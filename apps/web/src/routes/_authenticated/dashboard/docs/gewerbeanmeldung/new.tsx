import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "@/components/page-header";
import { GewerbeanmeldungForm } from "@/features/gewerbeanmeldung/gewerbeanmeldung-form";
import { SPEC_TEXTS } from "@/features/gewerbeanmeldung/spec-texts";
import { titled } from "@/lib/page-title";

export const Route = createFileRoute("/_authenticated/dashboard/docs/gewerbeanmeldung/new")({
  head: () => titled(SPEC_TEXTS.newDocument),
  component: NewGewerbeanmeldungPage,
});

function NewGewerbeanmeldungPage() {
  return (
    <div className="grid gap-6">
      <div lang="de">
        <PageHeader title={SPEC_TEXTS.createTitle} />
      </div>
      <GewerbeanmeldungForm />
    </div>
  );
}
