import { documentTitle, obligationTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { CircleCheck, ExternalLink, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { type ObligationAnswer, useMarkDoneMutation } from "./api";
import { daysLeftText, deadlineText, reasonText, todoText } from "./texts";

/** The deadline and, for one with a day, how many days are left (or that it is overdue). */
function Deadline({ obligation }: { obligation: ObligationAnswer }) {
  const { daysLeft, done, mootBy } = obligation;
  const open = !done && !mootBy;
  return (
    <p className="text-sm">
      <span>{deadlineText(obligation.deadline)}</span>
      {daysLeft !== null && open ? (
        <Badge variant={daysLeft < 0 ? "destructive" : daysLeft <= 7 ? "default" : "secondary"} className="ml-2">
          {daysLeftText(daysLeft)}
        </Badge>
      ) : null}
    </p>
  );
}

/** The done mark: who and when, and the control to set or take it back. */
function DoneControl({
  documentId,
  obligation,
  titleId,
}: {
  documentId: string;
  obligation: ObligationAnswer;
  /** The step's heading, which names what the button marks. */
  titleId: string;
}) {
  const mark = useMarkDoneMutation({});
  const { done } = obligation;
  const toggle = () => mark.mutate({ documentId, obligationId: obligation.id, done: !done });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {done ? (
        <p className="flex items-center gap-1.5 text-sm">
          <CircleCheck className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
          {done.by
            ? m.obligations_done_by({ date: formatDate(done.at), name: done.by.name })
            : m.obligations_done_at({ date: formatDate(done.at) })}
        </p>
      ) : null}
      <Button
        size="sm"
        variant={done ? "ghost" : "outline"}
        onClick={toggle}
        disabled={mark.isPending}
        aria-describedby={titleId}
      >
        {done ? m.obligations_undo() : m.obligations_mark_done()}
      </Button>
      {mark.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {m.obligations_change_failed()}
        </p>
      ) : null}
    </div>
  );
}

/** One next step: what, until when, why, where, on what legal basis, and whether it is done. */
export function ObligationItem({ documentId, obligation }: { documentId: string; obligation: ObligationAnswer }) {
  const title = obligationTitle(obligation.id);
  const titleId = useId();
  const { place, mootBy } = obligation;
  return (
    <li className="grid gap-2 border-b py-4 last:border-b-0" data-testid={`obligation-${obligation.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium" id={titleId}>
          {title}
        </h3>
        {obligation.effect !== "starts" ? (
          <Badge variant="outline">
            {obligation.effect === "ends" ? m.obligations_effect_ends() : m.obligations_effect_changes()}
          </Badge>
        ) : null}
      </div>
      <Deadline obligation={obligation} />
      <p className="text-sm">{todoText(obligation)}</p>
      {obligation.confidence === "M" ? (
        <p className="flex gap-1.5 text-sm text-amber-800 dark:text-amber-300">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {m.obligations_check()}
        </p>
      ) : null}
      <dl className="text-muted-foreground grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-foreground font-medium">{m.obligations_why()}</dt>
        <dd>{obligation.reasons.map(reasonText).join("; ")}</dd>
        {place ? (
          <>
            <dt className="text-foreground font-medium">{m.obligations_where()}</dt>
            <dd lang="de">
              {place.url ? (
                <a
                  href={place.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-foreground underline underline-offset-4"
                >
                  {place.name}
                  <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                </a>
              ) : (
                place.name
              )}
            </dd>
          </>
        ) : null}
        <dt className="text-foreground font-medium">{m.obligations_legal_basis()}</dt>
        <dd lang="de">
          {obligation.legalBasis.map((basis) => (
            <span key={`${basis.law} ${basis.paragraph}`} className="block">
              {basis.paragraph} {basis.law}
              {basis.wording ? <q className="ml-1 italic">{basis.wording}</q> : null}
            </span>
          ))}
        </dd>
      </dl>
      {mootBy ? (
        <p className="text-sm">
          {m.obligations_moot()} ({documentTitle(mootBy.id, mootBy.kind)})
        </p>
      ) : obligation.actionRequired ? (
        <DoneControl documentId={documentId} obligation={obligation} titleId={titleId} />
      ) : (
        <p className="text-muted-foreground text-sm">{m.obligations_info_only()}</p>
      )}
    </li>
  );
}
