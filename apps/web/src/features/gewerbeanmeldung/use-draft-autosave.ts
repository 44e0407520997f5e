import { type Completeness, type DocumentKind, FORMS, type StoredAddress } from "@app/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { orpc } from "@/lib/rpc";
import { isLocked, saveDraft, versionConflict } from "./api";
import { type DraftValues, draftPayload } from "./draft-values";

export type SaveState =
  | { kind: "saved"; held: number }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "error" }
  /** Another tab or device saved a newer version: nothing is saved until the user decides. */
  | { kind: "conflict"; currentVersion: number }
  | { kind: "locked" };

interface Options {
  kind: DocumentKind;
  id: string;
  version: number;
  saved: { wohnanschrift_11: StoredAddress; betriebsstaette_15: StoredAddress };
  onSaved?: (completeness: Completeness) => void;
}

const DELAY_MS = 600;

/**
 * Saves every change as a draft, a moment after typing pauses, one save at a time, each naming the
 * version it builds on. A CONFLICT stops saving (never overwrites silently) until the user reloads or
 * deliberately keeps their version.
 */
export function useDraftAutosave({ kind, id, version, saved, onSaved }: Options) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: "saved", held: 0 });
  const versionRef = useRef(version);
  const savedRef = useRef(saved);
  const unsaved = useRef<DraftValues | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const run = useCallback(async () => {
    while (unsaved.current && !blocked.current) {
      const values = unsaved.current;
      unsaved.current = null;
      const { document, held } = draftPayload(FORMS[kind], values, savedRef.current);
      setState({ kind: "saving" });
      try {
        const result = await saveDraft(kind, { id, version: versionRef.current, document });
        versionRef.current = result.meta.version;
        savedRef.current = {
          wohnanschrift_11: document.wohnanschrift_11 as StoredAddress,
          betriebsstaette_15: document.betriebsstaette_15 as StoredAddress,
        };
        onSavedRef.current?.(result.completeness);
        setState(unsaved.current ? { kind: "pending" } : { kind: "saved", held: held.length });
      } catch (error) {
        unsaved.current ??= values;
        blocked.current = true;
        const conflict = versionConflict(error);
        setState(
          conflict
            ? { kind: "conflict", currentVersion: conflict.currentVersion }
            : isLocked(error)
              ? { kind: "locked" }
              : { kind: "error" },
        );
      }
    }
    // The detail pages and the list read the new state next time.
    void queryClient.invalidateQueries({ queryKey: orpc.docs.key() });
  }, [kind, id, queryClient]);

  /** Saves what is pending now; resolves when nothing is left to save (or saving is blocked). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (true) {
      if (!running.current) {
        if (!unsaved.current || blocked.current) break;
        running.current = run().finally(() => {
          running.current = null;
        });
      }
      await running.current;
    }
    return !unsaved.current && !blocked.current;
  }, [run]);

  const schedule = useCallback(
    (values: DraftValues) => {
      unsaved.current = values;
      if (blocked.current) return;
      setState({ kind: "pending" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DELAY_MS);
    },
    [flush],
  );

  /** After a conflict or an error: save the user's version over the current one, on purpose. */
  const retry = useCallback(
    (overVersion?: number) => {
      if (overVersion !== undefined) versionRef.current = overVersion;
      blocked.current = false;
      return flush();
    },
    [flush],
  );

  // Leaving the form saves what is pending; closing the tab with unsaved changes asks first.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved.current) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      void flush();
    };
  }, [flush]);

  return { state, schedule, flush, retry, version: () => versionRef.current };
}
