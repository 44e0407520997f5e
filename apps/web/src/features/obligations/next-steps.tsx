import { type DocumentKind, documentTitle, obligationTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { type DocumentObligations, useDocumentStatus, useObligationsQuery, useRemindersMutation } from "./api";
import { FeeNote } from "./fee-note";
import { ObligationItem } from "./obligation-item";

function RemindersSwitch({ documentId, enabled }: { documentId: string; enabled: boolean }) {
  const id = useId();
  const change = useRemindersMutation({});
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={enabled}
          disabled={change.isPending}
          onCheckedChange={(checked) => change.mutate({ documentId, enabled: checked === true })}
        />
        <label htmlFor={id} className="text-sm">
          {m.obligations_reminders()}
        </label>
      </div>
      {change.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {m.obligations_change_failed()}
        </p>
      ) : null}
    </div>
  );
}

/** What an Abmeldung makes moot of its Gewerbe's earlier documents. */
function Closes({ closes }: { closes: DocumentObligations["closes"] }) {
  if (closes.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="obligations-closes">
      <h3 className="font-medium">{m.obligations_closes_heading()}</h3>
      <ul className="text-muted-foreground list-disc pl-5">
        {closes.map((item) => (
          <li key={`${item.documentId} ${item.id}`}>
            {m.obligations_closes_item({
              title: obligationTitle(item.id),
              document: documentTitle(item.documentId, item.documentKind),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Nächste Schritte' of a completed Gewerbeanmeldung, -ummeldung or -abmeldung (decision 040): the
 * obligations its data triggers, each with its deadline, why it applies, where and on what legal
 * basis, and a done mark; the reminder switch and the Gewerbeamt's fee. Nothing for a draft.
 */
export function NextSteps({ kind, documentId }: { kind: DocumentKind; documentId: string }) {
  const status = useDocumentStatus(kind, documentId);
  const completed = status.data === "vollstaendig";
  const query = useObligationsQuery(documentId, completed);
  if (!completed) return null;
  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {m.obligations_loading()}
      </p>
    );
  } else if (query.isError) {
    content = (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-destructive text-sm">
          {m.obligations_load_failed()}
        </p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          {m.obligations_retry()}
        </Button>
      </div>
    );
  } else {
    const { obligations, closes, reminders, fee } = query.data;
    content = (
      <>
        {obligations.length === 0 ? (
          <p className="text-sm">{m.obligations_none()}</p>
        ) : (
          <ul>
            {obligations.map((obligation) => (
              <ObligationItem key={obligation.id} documentId={documentId} obligation={obligation} />
            ))}
          </ul>
        )}
        <Closes closes={closes} />
        <RemindersSwitch documentId={documentId} enabled={reminders} />
        <FeeNote fee={fee} />
      </>
    );
  }
  return (
    <SectionCard title={m.obligations_heading()} description={m.obligations_intro()}>
      {content}
    </SectionCard>
  );
}
