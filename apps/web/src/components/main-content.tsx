import { m } from "@app/i18n/messages";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The page's main landmark, one per layout: where 'Skip to content' lands and where focus goes after a
 * navigation (focusPageStart). Focusable from script only.
 */
export function MainContent({ className, ...props }: ComponentProps<"main">) {
  return <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("outline-none", className)} {...props} />;
}

/**
 * After a navigation: focus on the new page's h1, so a screen reader announces where the user is and the
 * next Tab starts in the page; on the main landmark while the page has no heading yet (still loading).
 */
export function focusPageStart(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  // The router restores or resets the scroll position itself.
  (heading ?? main).focus({ preventScroll: true });
}

/** The first thing a keyboard reaches on every page: past the header and the sidebar to the content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus without changing the URL: the router would treat a new hash as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="bg-background text-foreground focus-visible:ring-ring/50 sr-only z-[100] rounded-md border px-4 py-2 text-sm font-medium shadow-md outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-[3px]"
    >
      {m.ui_skip_to_content()}
    </a>
  );
}
