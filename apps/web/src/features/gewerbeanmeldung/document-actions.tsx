import { type DocumentKind, type DocumentMeta, documentTitle } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { LockOpen, PencilLine, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteMutation, useReopenMutation } from "./api";
import { KIND_ROUTES, KIND_TEXTS } from "./document-kinds";
import { answerText as failure, withGerman } from "./official-text";

/** 'Weiter ausfüllen' for a draft, 'Zur Bearbeitung öffnen' for a completed one. */
export function EditAction({ kind, meta }: { kind: DocumentKind; meta: DocumentMeta }) {
  const navigate = useNavigate();
  const reopen = useReopenMutation(kind, {
    onSuccess: async () => {
      toast.success(KIND_TEXTS[kind].reopened());
      await navigate({ to: KIND_ROUTES[kind].edit, params: { id: meta.id } });
    },
    onError: (error) => toast.error(failure(error, m.gewa_open_failed())),
  });
  if (meta.status === "entwurf") {
    return (
      <Button asChild>
        <Link to={KIND_ROUTES[kind].edit} params={{ id: meta.id }}>
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

/**
 * 'Löschen', after a question; then back to the list, or for a notice to its Gewerbeanmeldung.
 */
export function DeleteAction({
  kind,
  id,
  anmeldungId,
}: {
  kind: DocumentKind;
  id: string;
  anmeldungId?: string | null;
}) {
  const navigate = useNavigate();
  const texts = KIND_TEXTS[kind];
  const remove = useDeleteMutation(kind, {
    onSuccess: async () => {
      toast.success(texts.deleted());
      await (kind !== "gewerbeanmeldung" && anmeldungId
        ? navigate({ to: "/dashboard/docs/gewerbeanmeldung/$id", params: { id: anmeldungId } })
        : navigate({ to: "/dashboard/docs/gewerbeanmeldung" }));
    },
    onError: (error) => toast.error(failure(error, texts.deleteFailed())),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          {m.gewa_delete()}
        </Button>
      }
      title={texts.deleteTitle()}
      question={withGerman((title) => m.gewa_delete_question({ title }), documentTitle(id, kind))}
      confirmLabel={m.gewa_delete_confirm()}
      cancelLabel={m.gewa_cancel()}
      destructive
      onConfirm={() => remove.mutate({ id })}
    />
  );
}
