import { documentTitle } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Download, Loader2 } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { AddressView } from "./address-view";
import { documentQueryOptions } from "./api";
import { DetailError } from "./detail-error";

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard/docs/gewerbeanmeldung">
        <ArrowLeft aria-hidden="true" />
        Zurück zur Übersicht
      </Link>
    </Button>
  );
}

/** SPEC §2 detail: the id, both addresses, back to the list; the PDF download does not exist yet. */
export function DocumentDetail({ id }: { id: string }) {
  const query = useQuery(documentQueryOptions(id));

  if (query.isPending) {
    return (
      <div className="text-muted-foreground flex items-center justify-center gap-2 py-16 text-sm" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Lade Dokument...
      </div>
    );
  }
  if (query.isError) {
    return <DetailError error={query.error} backButton={<BackButton />} onRetry={() => query.refetch()} />;
  }

  const { meta, document } = query.data;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={documentTitle(meta.id)}
        actions={
          <>
            <BackButton />
            <Button disabled>
              <Download aria-hidden="true" />
              PDF herunterladen
            </Button>
          </>
        }
      />
      <dl className="text-muted-foreground -mt-3 grid gap-1 text-sm sm:flex sm:gap-6">
        <div className="flex min-w-0 gap-1.5">
          <dt>ID:</dt>
          <dd className="text-foreground font-mono break-all" data-testid="document-id">
            {meta.id}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>Erstellt am:</dt>
          <dd className="text-foreground">
            <time dateTime={meta.created_at.toISOString()}>{formatDateTime(meta.created_at, "de")}</time>
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <AddressView title="Wohnanschrift" address={document.wohnanschrift_11} />
        <AddressView title="Betriebsstätte" address={document.betriebsstaette_15} />
      </div>
    </div>
  );
}
