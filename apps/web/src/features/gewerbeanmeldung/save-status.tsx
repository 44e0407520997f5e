import { Link } from "@tanstack/react-router";
import { AlertTriangle, Check, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { SaveState } from "./use-draft-autosave";

/**
 * Whether the changes are saved. A conflict (another tab or device saved meanwhile) is an alert with
 * the two ways out: load the other version, or save this one over it. Nothing is decided silently.
 */
export function SaveStatus({
  id,
  state,
  onReload,
  onKeepMine,
}: {
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
          Dieses Dokument wurde inzwischen an anderer Stelle geändert (z.B. in einem anderen Tab oder auf einem anderen
          Gerät). Ihre letzten Änderungen sind noch nicht gespeichert.
        </p>
        <p>
          „Neu laden“ zeigt den gespeicherten Stand und verwirft Ihre ungespeicherten Änderungen. „Meine Fassung
          speichern“ überschreibt den anderen Stand mit Ihren Angaben.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy} onClick={() => run(onReload)}>
            Neu laden
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => run(() => onKeepMine(state.currentVersion))}
          >
            Meine Fassung speichern
          </Button>
        </div>
      </div>
    );
  }
  if (state.kind === "locked") {
    return (
      <div role="alert" className="border-destructive/60 grid gap-3 rounded-lg border p-4 text-sm">
        <p className="font-medium">
          Dieses Dokument wurde inzwischen abgeschlossen. Ihre letzten Änderungen sind nicht gespeichert.
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/dashboard/docs/gewerbeanmeldung/$id" params={{ id }}>
            Zum Dokument
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
        Speichern fehlgeschlagen. Ihre Änderungen sind noch nicht gespeichert.
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => run(() => onKeepMine())}>
          Erneut versuchen
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
      {saving
        ? "Wird gespeichert..."
        : state.held > 0
          ? state.held === 1
            ? "Gespeichert. 1 Angabe ist noch ungültig und wird erst gespeichert, wenn sie gültig ist."
            : `Gespeichert. ${state.held} Angaben sind noch ungültig und werden erst gespeichert, wenn sie gültig sind.`
          : "Alle Änderungen gespeichert"}
    </p>
  );
}
