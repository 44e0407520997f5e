import { type DocumentKind, documentTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Loader2 } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { AddressView } from "./address-view";
import { documentQueryOptions } from "./api";
import { CompletenessCard, missingSectionTitles } from "./completeness-card";
import { DetailError } from "./detail-error";
import { DeleteAction, EditAction } from "./document-actions";
import { FollowUpActions } from "./follow-up-actions";
import { GewerbeHistoryCard } from "./gewerbe-history";
import { MoveElsewhereHint } from "./move-elsewhere";
import { PdfDownloadButton } from "./pdf-download-button";
import { SPEC_TEXTS } from "./spec-texts";
import { StatusBadge } from "./status-badge";

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard/docs/gewerbeanmeldung">
        <ArrowLeft aria-hidden="true" />
        {SPEC_TEXTS.backToList}
      </Link>
    </Button>
  );
}

/**
 * The detail (docs/product.md#document-detail: the id, both addresses, back to the list, 'PDF herunterladen'), with the status, how
 * complete the document is, and the way on: 'Weiter ausfüllen', reopen, delete; and its Gewerbe (issue
 * 37): the history, and on a Gewerbeanmeldung the Ummeldung and Abmeldung that may follow it. The same
 * page for the three forms. The German title, the fixed German buttons, status, dates and the official
 * address labels carry lang="de".
 */
export function DocumentDetail({ kind, id }: { kind: DocumentKind; id: string }) {
  const query = useQuery(documentQueryOptions(kind, id));

  if (query.isPending) {
    return (
      <div
        className="text-muted-foreground flex items-center justify-center gap-2 py-16 text-sm"
        role="status"
        lang="de"
      >
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {SPEC_TEXTS.loadingDocument}
      </div>
    );
  }
  if (query.isError) {
    return <DetailError kind={kind} error={query.error} backButton={<BackButton />} onRetry={() => query.refetch()} />;
  }

  const { meta, document, completeness, gewerbe } = query.data;
  const follows = meta.anmeldung_id;
  const movedAway =
    kind === "gewerbeabmeldung" && (document as Record<string, unknown>).grund_abmeldung_25 === "verlegung";
  return (
    <div className="grid gap-6">
      <div lang="de">
        <PageHeader
          title={documentTitle(meta.id, kind)}
          actions={
            <>
              <BackButton />
              <PdfDownloadButton
                kind={kind}
                id={meta.id}
                status={meta.status}
                missing={missingSectionTitles(completeness)}
              />
            </>
          }
        />
      </div>
      <dl className="text-muted-foreground -mt-3 grid gap-1 text-sm sm:flex sm:flex-wrap sm:items-center sm:gap-x-6">
        <div className="flex items-center gap-1.5">
          <dt>{m.gewa_detail_status()}</dt>
          <dd>
            <StatusBadge status={meta.status} />
          </dd>
        </div>
        {meta.business_name ? (
          <div className="flex min-w-0 gap-1.5">
            <dt>{m.gewa_detail_name()}</dt>
            <dd className="text-foreground break-words">{meta.business_name}</dd>
          </div>
        ) : null}
        <div className="flex min-w-0 gap-1.5">
          <dt>{m.gewa_detail_id()}</dt>
          <dd className="text-foreground font-mono break-all" data-testid="document-id">
            {meta.id}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{m.gewa_detail_created()}</dt>
          <dd className="text-foreground">
            <time dateTime={meta.created_at.toISOString()} lang="de">
              {formatDateTime(meta.created_at, "de")}
            </time>
          </dd>
        </div>
        {meta.completed_at ? (
          <div className="flex gap-1.5">
            <dt>{m.gewa_detail_completed()}</dt>
            <dd className="text-foreground">
              <time dateTime={meta.completed_at.toISOString()} lang="de">
                {formatDateTime(meta.completed_at, "de")}
              </time>
            </dd>
          </div>
        ) : null}
        {follows && kind !== "gewerbeanmeldung" ? (
          <div className="flex gap-1.5">
            <dt>{m.gwl_detail_gewerbe()}</dt>
            <dd>
              <Link
                to="/dashboard/docs/gewerbeanmeldung/$id"
                params={{ id: follows }}
                className="text-foreground underline-offset-4 hover:underline"
                lang="de"
              >
                {documentTitle(follows)}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {follows && kind === "gewerbeanmeldung" ? <MovedFrom anmeldungId={follows} /> : null}
      <div className="flex flex-wrap gap-2">
        <EditAction kind={kind} meta={meta} />
        <DeleteAction kind={kind} id={meta.id} anmeldungId={follows} />
      </div>
      {kind === "gewerbeanmeldung" ? <FollowUpActions meta={meta} gewerbe={gewerbe} /> : null}
      {movedAway && follows ? (
        <MoveElsewhereHint
          anmeldungId={follows}
          existingId={gewerbe.history.find((e) => e.kind === "gewerbeanmeldung" && e.id !== follows)?.id}
        />
      ) : null}
      <CompletenessCard kind={kind} id={meta.id} completeness={completeness} editable={meta.status === "entwurf"} />
      <GewerbeHistoryCard gewerbe={gewerbe} current={meta.id} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AddressView title="Wohnanschrift" address={document.wohnanschrift_11} />
        <AddressView title="Betriebsstätte" address={document.betriebsstaette_15} />
      </div>
    </div>
  );
}

const MARK = "\uE000";

/** A registration in another district names the Gewerbeanmeldung of the former place, as a link. */
function MovedFrom({ anmeldungId }: { anmeldungId: string }) {
  const [before, after = ""] = m.gwl_moved_from({ title: MARK }).split(MARK);
  return (
    <p className="text-sm" data-testid="moved-from">
      {before}
      <Link
        to="/dashboard/docs/gewerbeanmeldung/$id"
        params={{ id: anmeldungId }}
        className="underline underline-offset-4"
        lang="de"
      >
        {documentTitle(anmeldungId)}
      </Link>
      {after}
    </p>
  );
}
