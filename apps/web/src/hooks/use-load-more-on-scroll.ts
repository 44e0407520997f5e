import { useEffect, useRef } from "react";

/**
 * Calls loadMore when the returned sentinel element comes near the viewport. The observer is made anew
 * whenever `enabled` changes (after each page arrives): a new observer reports the current state at once,
 * so a sentinel that is still visible after a short page keeps loading until the screen is full.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
