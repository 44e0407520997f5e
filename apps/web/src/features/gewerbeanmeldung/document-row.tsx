import { documentTitle, formatIsoDateGerman, type GewerbeanmeldungDocument } from "@app/domain";
import { Link } from "@tanstack/react-router";
import { ChevronRight, CornerDownRight, FileText } from "lucide-react";
import { formatDateTime } from "@/lib/dates";
import type { GewerbeHistory } from "./api";
import { KIND_ROUTES } from "./document-kinds";
import { GewerbeStateBadge } from "./gewerbe-history";
import { StatusBadge } from "./status-badge";

/**
 * One list row, a link to the detail. The location is the Betriebsstätte's: a Gewerbeanmeldung is
 * filed for the business premises, so that is what tells the documents apart. Under it, the notices
 * that follow it (decision 034), each named by its kind, and the Gewerbe's state once it is abgemeldet.
 */
export function DocumentRow({ document }: { document: GewerbeanmeldungDocument & { gewerbe: GewerbeHistory } }) {
  const { meta, gewerbe } = document;
  const premises = document.document.betriebsstaette_15;
  const notices = gewerbe.history.filter((entry) => entry.id !== meta.id);
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
            {gewerbe.state === "abgemeldet" ? <GewerbeStateBadge state="abgemeldet" /> : null}
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
      {notices.length ? (
        <ul className="mb-2 ml-5 grid gap-0.5 border-l pl-3" data-testid="document-notices">
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link
                to={KIND_ROUTES[notice.kind].detail}
                params={{ id: notice.id }}
                className="hover:bg-accent/50 focus-visible:ring-ring/50 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-2 py-1.5 text-sm outline-none focus-visible:ring-[3px]"
              >
                <CornerDownRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="font-medium">{documentTitle(notice.id, notice.kind)}</span>
                <StatusBadge status={notice.status} testId="history-status" />
                {notice.datum ? (
                  <span className="text-muted-foreground">{formatIsoDateGerman(notice.datum)}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
