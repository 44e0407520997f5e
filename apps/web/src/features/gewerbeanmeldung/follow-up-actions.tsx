import type { DocumentMeta } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { FileMinus2, FilePen } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { conflictDocument, conflictReason, type GewerbeHistory, useFollowUpMutation } from "./api";
import { MoveElsewhereHint } from "./move-elsewhere";
import { answerText } from "./official-text";

type Change = "move_within" | "activity_switch" | "activity_extend" | "move_elsewhere";
/** What the Ummeldung then says changes (field 24), so it is not asked twice. */
const GRUND: Record<Exclude<Change, "move_elsewhere">, "verlegung" | "wechsel" | "ausdehnung"> = {
  move_within: "verlegung",
  activity_switch: "wechsel",
  activity_extend: "ausdehnung",
};

/**
 * What follows a completed Gewerbeanmeldung (docs/product.md#the-life-of-a-gewerbe): 'Ummeldung erstellen' asks what changes, since
 * that decides the form (a move elsewhere is a new Gewerbeanmeldung, not an Ummeldung); 'Abmeldung
 * erstellen' starts the Abmeldung, or continues the one begun. Nothing is offered once the Gewerbe is
 * abgemeldet, and only a hint while the Gewerbeanmeldung is a draft.
 */
export function FollowUpActions({ meta, gewerbe }: { meta: DocumentMeta; gewerbe: GewerbeHistory }) {
  if (gewerbe.state === "abgemeldet") {
    return <p className="text-muted-foreground text-sm">{m.gwl_abgemeldet_note()}</p>;
  }
  if (meta.status !== "vollstaendig") {
    return <p className="text-muted-foreground text-sm">{m.gwl_notices_need_complete()}</p>;
  }
  const follows = gewerbe.history.filter((entry) => entry.id !== meta.id);
  const abmeldung = follows.find((entry) => entry.kind === "gewerbeabmeldung");
  const relocation = follows.find((entry) => entry.kind === "gewerbeanmeldung");
  return (
    <div className="flex flex-wrap gap-2">
      <UmmeldungDialog anmeldungId={meta.id} relocationId={relocation?.id} />
      {abmeldung ? (
        <Button asChild variant="outline">
          <Link to="/dashboard/docs/gewerbeabmeldung/$id/bearbeiten" params={{ id: abmeldung.id }}>
            <FileMinus2 aria-hidden="true" />
            {m.gwl_continue_abmeldung()}
          </Link>
        </Button>
      ) : (
        <StartAbmeldung anmeldungId={meta.id} />
      )}
    </div>
  );
}

function StartAbmeldung({ anmeldungId }: { anmeldungId: string }) {
  const navigate = useNavigate();
  const open = (id: string) => navigate({ to: "/dashboard/docs/gewerbeabmeldung/$id/bearbeiten", params: { id } });
  const start = useFollowUpMutation("gewerbeabmeldung", {
    onSuccess: async ({ documentId }) => {
      toast.success(m.gwl_created_abmeldung());
      await open(documentId);
    },
    onError: async (error) => {
      const existing = conflictReason(error) === "exists" ? conflictDocument(error) : undefined;
      if (existing) await open(existing);
      else toast.error(answerText(error, m.gwl_create_failed()));
    },
  });
  return (
    <Button variant="outline" disabled={start.isPending} onClick={() => start.mutate({ anmeldungId })}>
      <FileMinus2 aria-hidden="true" />
      {start.isPending ? m.gwl_creating() : m.gwl_create_abmeldung()}
    </Button>
  );
}

function UmmeldungDialog({ anmeldungId, relocationId }: { anmeldungId: string; relocationId?: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [change, setChange] = useState<Change>("move_within");
  const name = useId();
  const start = useFollowUpMutation("gewerbeummeldung", {
    onSuccess: async ({ documentId }) => {
      toast.success(m.gwl_created_ummeldung());
      setOpen(false);
      await navigate({ to: "/dashboard/docs/gewerbeummeldung/$id/bearbeiten", params: { id: documentId } });
    },
    onError: (error) => toast.error(answerText(error, m.gwl_create_failed())),
  });
  const choices: [Change, string][] = [
    ["move_within", m.gwl_change_move_within()],
    ["activity_switch", m.gwl_change_activity_switch()],
    ["activity_extend", m.gwl_change_activity_extend()],
    ["move_elsewhere", m.gwl_change_move_elsewhere()],
  ];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <FilePen aria-hidden="true" />
          {m.gwl_create_ummeldung()}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.gwl_change_title()}</DialogTitle>
          <DialogDescription>{m.gwl_change_intro()}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3">
          <legend className="sr-only">{m.gwl_change_title()}</legend>
          {choices.map(([value, label]) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={value}
                checked={change === value}
                onChange={() => setChange(value)}
                className="accent-primary mt-0.5 size-4 shrink-0"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {change === "move_elsewhere" ? <MoveElsewhereHint anmeldungId={anmeldungId} existingId={relocationId} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {m.gewa_cancel()}
          </Button>
          {change === "move_elsewhere" ? null : (
            <Button
              disabled={start.isPending}
              onClick={() => start.mutate({ anmeldungId, grund_ummeldung_24: [GRUND[change]] })}
            >
              {start.isPending ? m.gwl_creating() : m.gwl_create_ummeldung()}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
