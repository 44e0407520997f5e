import type { DocumentMeta } from "@app/domain";
import { documentTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { LockOpen, PencilLine, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteMutation, useReopenMutation } from "./api";
import { answerText as failure, withGerman } from "./official-text";

/** 'Weiter ausfüllen' for a draft, 'Zur Bearbeitung öffnen' for a completed one. */
export function EditAction({ meta }: { meta: DocumentMeta }) {
  const navigate = useNavigate();
  const reopen = useReopenMutation({
    onSuccess: async () => {
      toast.success(m.gewa_reopened());
      await navigate({ to: "/dashboard/docs/gewerbeanmeldung/$id/bearbeiten", params: { id: meta.id } });
    },
    onError: (error) => toast.error(failure(error, m.gewa_open_failed())),
  });
  if (meta.status === "entwurf") {
    return (
      <Button asChild>
        <Link to="/dashboard/docs/gewerbeanmeldung/$id/bearbeiten" params={{ id: meta.id }}>
          <PencilLine aria-hidden="true" />
          {m.gewa_continue()}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      disabled={reopen.isPending}
      onClick={() => reopen.mutate({ id: meta.id, version: meta.version })}
    >
      <LockOpen aria-hidden="true" />
      {m.gewa_reopen()}
    </Button>
  );
}

/** 'Löschen', after a question; then back to the list. */
export function DeleteAction({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeleteMutation({
    onSuccess: async () => {
      toast.success(m.gewa_deleted());
      await navigate({ to: "/dashboard/docs/gewerbeanmeldung" });
    },
    onError: (error) => toast.error(failure(error, m.gewa_delete_failed())),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          {m.gewa_delete()}
        </Button>
      }
      title={m.gewa_delete_title()}
      question={withGerman((title) => m.gewa_delete_question({ title }), documentTitle(id))}
      confirmLabel={m.gewa_delete_confirm()}
      cancelLabel={m.gewa_cancel()}
      destructive
      onConfirm={() => remove.mutate({ id })}
    />
  );
}
