import { useEffect } from "react";

/**
 * Carries out a click made on a prerendered control before the page's scripts had run, once they have.
 * The control carries `data-early-click="<name>"`; the page's first script (scripts/hydrate.js, inlined
 * by scripts/prerender.mjs) notes the name of the one clicked last on `<html>`, outside what React
 * renders, until the page is hydrated. For controls that cannot work as HTML (a menu, a sign-in that
 * needs script): the person sees the result without clicking again. A click after hydration is
 * React's, as ever.
 */
export function useEarlyClick(name: string, act: () => void): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.earlyClick !== name) return;
    delete root.dataset.earlyClick;
    act();
  });
}
