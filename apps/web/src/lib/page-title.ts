/** The generic starter title (docs/product.md#what-it-is-and-for-whom); every page puts its own name in front (WCAG 2.4.2). */
// i18n-ignore: the product's name, the same in every language (index.html's title too).
export const APP_TITLE = "Web App Starter";

/** '<Page> · Web App Starter' */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${APP_TITLE}` : APP_TITLE;
}

/** A route's `head`: its page title, read by components/route-title.tsx. */
export function titled(page: string) {
  return { meta: [{ title: pageTitle(page) }] };
}
