import { documentTitle, type GewerbeanmeldungDocument } from "@app/domain";
import { Link } from "@tanstack/react-router";
import { ChevronRight, FileText } from "lucide-react";
import { formatDateTime } from "@/lib/dates";
import { StatusBadge } from "./status-badge";

/**
 * One list row, a link to the detail. The location is the Betriebsstätte's: a Gewerbeanmeldung is
 * filed for the business premises, so that is what tells the documents apart.
 */
export function DocumentRow({ document }: { document: GewerbeanmeldungDocument }) {
  const { meta } = document;
  const premises = document.document.betriebsstaette_15;
  return (
    <li data-testid="document-row">
      <Link
        to="/dashboard/docs/gewerbeanmeldung/$id"
        params={{ id: meta.id }}
        className="hover:bg-accent/50 focus-visible:ring-ring/50 flex items-center gap-3 rounded-md px-2 py-3 outline-none focus-visible:ring-[3px]"
      >
        <FileText className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-medium">{documentTitle(meta.id)}</span>
            <StatusBadge status={meta.status} />
            {meta.business_name ? (
              <span className="text-foreground/80 min-w-0 truncate text-sm" data-testid="business-name">
                {meta.business_name}
              </span>
            ) : null}
          </span>
          <span className="text-muted-foreground truncate text-sm">
            {premises.ort}, {premises.land.name}
          </span>
          <time
            dateTime={meta.created_at.toISOString()}
            className="text-muted-foreground text-sm sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:text-right"
            lang="de"
          >
            {formatDateTime(meta.created_at, "de")}
          </time>
        </div>
        <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
      </Link>
    </li>
  );
}
