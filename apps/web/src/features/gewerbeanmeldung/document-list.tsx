import { m } from "@app/i18n/messages";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FilePlus2, FileText, Loader2, Search } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useLoadMoreOnScroll } from "@/hooks/use-load-more-on-scroll";
import { documentListQueryOptions, type ListFilter } from "./api";
import { DocumentRow } from "./document-row";
import { ListFilters } from "./list-filters";
import { German } from "./official-text";
import { SPEC_TEXTS } from "./spec-texts";

/**
 * The list (docs/product.md#document-list): the user's own Gewerbeanmeldungen, newest first, loading further pages on scroll. The
 * fixed German texts and the rows (German titles, status names, places) carry lang="de"; search,
 * filter, errors and 'Load more' follow the page's language.
 */
export function DocumentList() {
  const [filter, setFilter] = useState<ListFilter>({});
  const filtered = Boolean(filter.query?.trim() || filter.status);
  const list = useInfiniteQuery({ ...documentListQueryOptions(filter), placeholderData: keepPreviousData });
  const documents = list.data?.pages.flatMap((page) => page.documents) ?? [];
  // Not after a failed page: the sentinel would stay visible and retry without end; the button retries.
  const canAutoLoad = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  const sentinel = useLoadMoreOnScroll(canAutoLoad, () => void list.fetchNextPage());

  return (
    <div className="grid gap-6">
      <div lang="de">
        <PageHeader
          title={SPEC_TEXTS.listTitle}
          subtitle={SPEC_TEXTS.listSubtitle}
          actions={
            <Button asChild>
              <Link to="/dashboard/docs/gewerbeanmeldung/new">
                <FilePlus2 aria-hidden="true" />
                {SPEC_TEXTS.newDocument}
              </Link>
            </Button>
          }
        />
      </div>
      <ListFilters filter={filter} onChange={setFilter} />
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            // The global toast shows the message; this keeps the page usable.
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <p className="text-destructive text-sm">{m.gewa_list_load_error()}</p>
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                {m.gewa_retry()}
              </Button>
            </div>
          ) : documents.length === 0 && filtered ? (
            <NoMatches />
          ) : documents.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul
                className="divide-y"
                lang="de"
                aria-label={SPEC_TEXTS.listTitle}
                aria-busy={list.isPlaceholderData || undefined}
              >
                {documents.map((document) => (
                  <DocumentRow key={document.meta.id} document={document} />
                ))}
              </ul>
              <div ref={sentinel} aria-hidden="true" />
              {list.hasNextPage ? (
                <div className="flex justify-center border-t py-3">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={list.isFetchingNextPage}
                    onClick={() => list.fetchNextPage()}
                  >
                    {list.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {list.isFetchingNextPage ? <German>{SPEC_TEXTS.loadingDocuments}</German> : m.gewa_load_more()}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Loading() {
  return (
    <div className="text-muted-foreground flex items-center justify-center gap-2 py-10 text-sm" role="status" lang="de">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {SPEC_TEXTS.loadingDocuments}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center" lang="de">
      <FileText className="text-muted-foreground size-10" aria-hidden="true" />
      <p className="font-medium">{SPEC_TEXTS.emptyTitle}</p>
      <p className="text-muted-foreground text-sm">{SPEC_TEXTS.emptyText}</p>
      <Button asChild className="mt-3">
        <Link to="/dashboard/docs/gewerbeanmeldung/new">{SPEC_TEXTS.createFirst}</Link>
      </Button>
    </div>
  );
}

function NoMatches() {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center" role="status">
      <Search className="text-muted-foreground size-10" aria-hidden="true" />
      <p className="font-medium">{m.gewa_no_matches()}</p>
      <p className="text-muted-foreground text-sm">{m.gewa_no_matches_hint()}</p>
    </div>
  );
}
