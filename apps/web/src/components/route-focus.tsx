import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { focusPageStart } from "./main-content";

/**
 * Moves focus to the new page's heading after a client-side navigation (not on the first load, where the
 * browser starts at the top as usual). Without this, focus stays on a link that may be gone, and falls
 * back to <body>: a screen reader says nothing about the new page and the next Tab starts from the top.
 * A change of search params only (typing in a search box, opening a dialog) keeps focus where it is,
 * unless the focused element went away with the old view.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", ({ fromLocation, pathChanged }) => {
        if (!fromLocation) return;
        // After React has rendered the new matches.
        requestAnimationFrame(() => {
          const focusLost = !document.activeElement || document.activeElement === document.body;
          if (pathChanged || focusLost) focusPageStart();
        });
      }),
    [router],
  );
  return null;
}
