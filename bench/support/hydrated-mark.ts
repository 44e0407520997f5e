/**
 * A script to run before the page's own (Playwright's `addInitScript`): sets `window.__hydrated` to
 * the time the root layout marks the page hydrated (`data-hydrated` on <html>). A string: tsx would
 * wrap a function's inner functions in helpers the page lacks. The document has no element yet.
 */
export const markHydrated = `new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.hydrated) {
    window.__hydrated = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });`;
