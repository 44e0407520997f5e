import { useSyncExternalStore } from "react";

/** Below 768 px (docs/product.md#constants-and-limits) the sidebar becomes a sheet. */
const MOBILE_BREAKPOINT = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

// Read synchronously (not in an effect) so phones never flash the desktop sidebar on first paint.
export function useIsMobile() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
