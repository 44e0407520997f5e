import type { DocumentKind } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { AlertTriangle, Check, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { KIND_ROUTES } from "./document-kinds";
import type { SaveState } from "./use-draft-autosave";

/**
 * Whether the changes are saved. A conflict (another tab or device saved meanwhile) is an alert with
 * the two ways out: load the other version, or save this one over it. Nothing is decided silently.
 */
export function SaveStatus({
  kind,
  id,
  state,
  onReload,
  onKeepMine,
}: {
  kind: DocumentKind;
  id: string;
  state: SaveState;
  onReload: () => Promise<void>;
  onKeepMine: (overVersion?: number) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  if (state.kind === "conflict") {
    return (
      <div role="alert" className="border-destructive/60 bg-destructive/5 grid gap-3 rounded-lg border p-4 text-sm">
        <p className="flex items-start gap-2 font-medium">
          <AlertTriangle className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {m.gewa_conflict()}
        </p>
        <p>{m.gewa_conflict_choice()}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy} onClick={() => run(onReload)}>
            {m.gewa_reload()}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => run(() => onKeepMine(state.currentVersion))}
          >
            {m.gewa_keep_mine()}
          </Button>
        </div>
      </div>
    );
  }
  if (state.kind === "locked") {
    return (
      <div role="alert" className="border-destructive/60 grid gap-3 rounded-lg border p-4 text-sm">
        <p className="font-medium">{m.gewa_locked_meanwhile()}</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={KIND_ROUTES[kind].detail} params={{ id }}>
            {m.gewa_to_document()}
          </Link>
        </Button>
      </div>
    );
  }
  if (state.kind === "error") {
    return (
      <div
        role="alert"
        className="border-destructive/60 flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm"
      >
        <AlertTriangle className="text-destructive size-4" aria-hidden="true" />
        {m.gewa_save_failed()}
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => run(() => onKeepMine())}>
          {m.gewa_retry()}
        </Button>
      </div>
    );
  }
  const saving = state.kind === "pending" || state.kind === "saving";
  return (
    <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm" data-testid="save-status">
      {saving ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Check className="size-4" aria-hidden="true" />
      )}
      {saving ? m.gewa_saving() : state.held > 0 ? m.gewa_saved_held({ count: state.held }) : m.gewa_all_saved()}
    </p>
  );
}
