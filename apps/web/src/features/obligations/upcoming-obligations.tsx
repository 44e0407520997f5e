import { documentTitle, obligationTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";
import { useUpcomingQuery } from "./api";
import { daysLeftText } from "./texts";

const DOCUMENT_ROUTES = {
  gewerbeanmeldung: "/dashboard/docs/gewerbeanmeldung/$id",
  gewerbeummeldung: "/dashboard/docs/gewerbeummeldung/$id",
  gewerbeabmeldung: "/dashboard/docs/gewerbeabmeldung/$id",
} as const;

const MARK = "\uE000";

/** The dashboard's list: what of the person's documents is due in the next 14 days, overdue first. */
export function UpcomingObligations() {
  const { data, isPending, isError } = useUpcomingQuery();
  // Nothing due (or not known yet): the dashboard stays as it was.
  if (isPending || isError || data.obligations.length === 0) return null;
  // The document's name sits inside the sentence where the language puts it, as a link.
  const [before, after = ""] = m.obligations_upcoming_document({ document: MARK }).split(MARK);
  return (
    <SectionCard title={m.obligations_upcoming_heading()}>
      <ul className="grid gap-3" data-testid="upcoming-obligations">
        {data.obligations.map((item) => (
          <li key={`${item.documentId} ${item.id}`} className="flex flex-wrap items-baseline justify-between gap-2">
            <div className="grid gap-0.5">
              <span className="text-sm font-medium">{obligationTitle(item.id)}</span>
              <span className="text-muted-foreground text-sm">
                {before}
                <Link
                  to={DOCUMENT_ROUTES[item.documentKind]}
                  params={{ id: item.documentId }}
                  className="text-foreground underline underline-offset-4"
                  lang="de"
                >
                  {item.businessName ?? documentTitle(item.documentId, item.documentKind)}
                </Link>
                {after}
              </span>
            </div>
            <span className="flex items-center gap-2 text-sm">
              <time dateTime={item.dueOn}>{formatDate(item.dueOn)}</time>
              <Badge variant={item.daysLeft < 0 ? "destructive" : "secondary"}>{daysLeftText(item.daysLeft)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
