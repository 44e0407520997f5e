import {
  DOCUMENT_KIND_NAMES,
  type DocumentKind,
  documentTitle,
  formatIsoDateGerman,
  GEWERBE_STATE_LABELS,
  type GewerbeState,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { CircleCheck, CircleDot, CircleSlash } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import type { GewerbeHistory } from "./api";
import { KIND_ROUTES } from "./document-kinds";
import { withGerman } from "./official-text";
import { StatusBadge } from "./status-badge";

/** The day each form is about, named as on the form (German in both languages, like the form's text). */
const DATUM_LABEL: Record<DocumentKind, string> = {
  gewerbeanmeldung: "Beginn",
  gewerbeummeldung: "Änderung",
  gewerbeabmeldung: "Betriebsaufgabe",
};

/** 'Angemeldet', 'Abgemeldet' or 'Noch nicht angemeldet', with an icon so it does not rest on colour. */
export function GewerbeStateBadge({ state }: { state: GewerbeState }) {
  const Icon = state === "abgemeldet" ? CircleSlash : state === "angemeldet" ? CircleCheck : CircleDot;
  return (
    <Badge
      variant="outline"
      className={cn(
        state === "abgemeldet" && "border-zinc-500 bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100",
        state === "angemeldet" && "border-sky-700/60 text-sky-900 dark:border-sky-300/60 dark:text-sky-100",
      )}
      data-testid="gewerbe-state"
      lang="de"
    >
      <Icon aria-hidden="true" />
      {GEWERBE_STATE_LABELS[state]}
    </Badge>
  );
}

/**
 * One Gewerbe, its history (docs/product.md#the-life-of-a-gewerbe): the Gewerbeanmeldung, each Ummeldung, the Abmeldung, or the
 * registration in another district, each with its date, reason and status, and what closed it.
 */
export function GewerbeHistoryCard({ gewerbe, current }: { gewerbe: GewerbeHistory; current: string }) {
  const closing = gewerbe.closedBy;
  return (
    <Card role="region" aria-labelledby="gewerbe-heading">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <h2 id="gewerbe-heading">{m.gwl_gewerbe_heading()}</h2>
          <GewerbeStateBadge state={gewerbe.state} />
        </CardTitle>
        <CardDescription>{m.gwl_gewerbe_intro()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {closing ? (
          <p className="text-sm" data-testid="gewerbe-closed">
            {withGerman(
              (title) =>
                closing.kind === "gewerbeabmeldung"
                  ? m.gwl_closed_by_abmeldung({ title })
                  : m.gwl_closed_by_move({ title }),
              documentTitle(closing.id, closing.kind),
            )}
          </p>
        ) : null}
        <ol className="grid gap-0 border-l pl-4" aria-label={m.gwl_history_label()} data-testid="gewerbe-history">
          {gewerbe.history.map((entry) => (
            <li key={entry.id} className="relative grid gap-1 pb-4 last:pb-0">
              <span
                className="bg-primary absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ring-4 ring-[var(--card)]"
                aria-hidden="true"
              />
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {entry.id === current ? (
                  <span className="font-medium" lang="de">
                    {documentTitle(entry.id, entry.kind)}
                  </span>
                ) : (
                  <Link
                    to={KIND_ROUTES[entry.kind].detail}
                    params={{ id: entry.id }}
                    className="font-medium underline-offset-4 hover:underline"
                    lang="de"
                  >
                    {documentTitle(entry.id, entry.kind)}
                  </Link>
                )}
                <StatusBadge status={entry.status} testId="history-status" />
                {entry.id === current ? (
                  <span className="text-muted-foreground text-sm">{m.gwl_history_this()}</span>
                ) : null}
              </div>
              <p className="text-muted-foreground text-sm" lang="de">
                {DOCUMENT_KIND_NAMES[entry.kind].form}
                {entry.grund ? ` · ${entry.grund}` : ""}
                {entry.datum ? ` · ${DATUM_LABEL[entry.kind]}: ${formatIsoDateGerman(entry.datum)}` : ""}
              </p>
              <p className="text-muted-foreground text-xs">
                {withGerman((date) => m.gwl_history_created({ date }), formatDateTime(entry.created_at, "de"))}
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
