// Loads the app's modules once the prerendered page has painted (decision 022). The page paints from
// its HTML and CSS; fetched beside them, the modules would compete with them for the first bytes on a
// slow connection. The build (scripts/prerender.mjs) names the entry module and the modules it imports
// at once, so they are fetched together, not one after another.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const load = () => {
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
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  // After the page's first paint, as the browser reports it; a hidden tab paints nothing, so there at
  // once. A browser that reports no paint for this page (Safari reports only contentful ones, and a
  // skeleton has no text) gets them a second later.
  if (document.visibilityState === "hidden") loadOnce();
  else {
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        loadOnce();
      }).observe({ type: "paint", buffered: true });
    }
    setTimeout(loadOnce, 1000);
  }
})();
