// The prerendered page's first script (decision 022), run in the browser: scripts/prerender.mjs writes
// it into the head of every page, inline (no request of its own), with the entry module and the
// modules it imports at once in its data attributes. Lines that are only a comment are left out there.
(() => {
  const root = document.documentElement;
  const { entry, preload } = document.currentScript.dataset;

  // A click on a control that only works with the page's scripts (it carries data-early-click) before
  // React has hydrated the page: its name is noted on <html>, outside what React renders, and the
  // control carries the click out once hydrated (src/hooks/use-early-click.ts). Links and forms work
  // as HTML and need none of this.
  const noteClick = (event) => {
    if (root.dataset.hydrated) {
      removeEventListener("click", noteClick, true);
      return;
    }
    const control = event.target instanceof Element ? event.target.closest("[data-early-click]") : null;
    if (control) root.dataset.earlyClick = control.dataset.earlyClick;
  };
  addEventListener("click", noteClick, true);

  // The modules after the first paint: fetched beside the HTML and CSS, they would compete with them
  // for a slow line's first bytes. Fetched together (modulepreload), not one after another.
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of preload.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // After the page's first paint, as the browser reports it. A browser that reports no paint for this
  // page (Safari reports only contentful ones, and a skeleton has no text) gets them a second after
  // its first frame. A hidden tab paints nothing: there at once, or as soon as the tab is hidden.
  if (document.visibilityState === "hidden") load();
  else {
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        load();
      }).observe({ type: "paint", buffered: true });
    }
    requestAnimationFrame(() => setTimeout(load, 1000));
    addEventListener("visibilitychange", load, { once: true });
  }
})();
