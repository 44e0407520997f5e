import { m } from "@app/i18n/messages";
import { type AnyRouteMatch, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { APP_TITLE, pageTitle } from "@/lib/page-title";

/** The deepest title a matched route declares in its `head` (lib/page-title's `titled`). */
export function titleOf(matches: AnyRouteMatch[]): string {
  if (matches.some((match) => match.status === "notFound" || match._notFound)) return pageTitle(m.page_not_found());
  if (matches.some((match) => match.status === "error")) return pageTitle(m.page_error());
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = matches[index].meta?.find((meta) => meta?.title)?.title;
    if (title) return title;
  }
  return APP_TITLE;
}

/**
 * Keeps document.title on '<Page> · Web App Starter' (WCAG 2.4.2): the tab, the history and a screen
 * reader's window title name the page. index.html's static title is the fallback until this runs.
 */
export function RouteTitle() {
  const title = useRouterState({ select: (state) => titleOf(state.matches) });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
