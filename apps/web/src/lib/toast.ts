import type { ExternalToast } from "sonner";

/**
 * The app's toasts, with sonner loaded on its own chunk (decision 022): the first page does not wait
 * for it. Import toasts from here, never from "sonner" (a Biome rule forbids it elsewhere).
 *
 * sonner keeps every toast it is given and replays them to a Toaster that subscribes later, so a
 * toast fired before the Toaster's chunk has arrived and mounted still shows once it has.
 */
type Message = string;

let sonner: Promise<typeof import("sonner")> | undefined;

/** Starts loading sonner (once); main.tsx calls it at start so the toast area is there right away. */
export function loadSonner(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

function show(kind: "success" | "error", message: Message, options?: ExternalToast): void {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
};
