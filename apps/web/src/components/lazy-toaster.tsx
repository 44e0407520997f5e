import { type ComponentType, useEffect, useState } from "react";

let toaster: Promise<ComponentType> | undefined;

/** Asked for once, by main.tsx as the app starts (and by LazyToaster, should it mount first). */
export function loadToaster(): Promise<ComponentType> {
  toaster ??= import("@/components/ui/sonner").then((m) => m.Toaster);
  return toaster;
}

/**
 * SPEC: "A toast area with rich colours is always present". The Toaster (sonner, richColors) comes on
 * its own chunk, asked for as soon as the app starts, and is mounted the moment it arrives; toasts
 * fired before that are replayed by sonner when it mounts (lib/toast.ts).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void loadToaster().then((component) => {
      if (live) setToaster(() => component);
    });
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
