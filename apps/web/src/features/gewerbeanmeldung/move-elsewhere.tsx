import { GRUENDE, optionName } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowRightLeft, Info } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { conflictDocument, conflictReason, useFollowUpMutation } from "./api";
import { APP_LANG, answerText, withGerman } from "./official-text";

/**
 * A move into another district (since 1.11.2025): no Ummeldung and no Abmeldung, but a new
 * Gewerbeanmeldung at the new authority, started here from the same data (decision 034). Shown where
 * a move elsewhere is chosen: in the Ummeldung's question what changes, and at an Abmeldung "Verlegung".
 */
export function MoveElsewhereHint({ anmeldungId, existingId }: { anmeldungId: string; existingId?: string }) {
  const navigate = useNavigate();
  const open = (id: string) =>
    navigate({
      to: "/dashboard/docs/gewerbeanmeldung/$id/bearbeiten",
      params: { id },
      search: { schritt: "betriebsstaette" },
    });
  const relocate = useFollowUpMutation("verlegung", {
    onSuccess: async ({ documentId }) => {
      toast.success(m.gwl_moved_toast());
      await open(documentId);
    },
    onError: async (error) => {
      const existing = conflictReason(error) === "exists" ? conflictDocument(error) : undefined;
      if (existing) await open(existing);
      else toast.error(answerText(error, m.gwl_create_failed()));
    },
  });
  const reason = optionName(GRUENDE, "verlegung");
  return (
    <div
      className="grid gap-3 rounded-lg border border-sky-700/40 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-300/40 dark:bg-sky-950/40 dark:text-sky-50"
      lang={APP_LANG}
      data-testid="move-elsewhere"
    >
      <p className="flex items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{withGerman((r) => m.gwl_move_elsewhere_hint({ reason: r }), reason)}</span>
      </p>
      <div>
        {existingId ? (
          <Button asChild variant="outline" className="h-auto min-h-9 text-left whitespace-normal">
            <Link to="/dashboard/docs/gewerbeanmeldung/$id" params={{ id: existingId }}>
              <ArrowRightLeft aria-hidden="true" />
              {m.gwl_move_elsewhere_open()}
            </Link>
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            // Long in both languages: it wraps on a phone instead of widening the dialog or the form.
            className="h-auto min-h-9 text-left whitespace-normal"
            disabled={relocate.isPending}
            onClick={() => relocate.mutate({ anmeldungId })}
          >
            <ArrowRightLeft aria-hidden="true" />
            {relocate.isPending ? m.gwl_creating() : m.gwl_move_elsewhere_button()}
          </Button>
        )}
      </div>
    </div>
  );
}
