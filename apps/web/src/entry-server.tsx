/**
 * Renders pages to HTML at build time (scripts/prerender.mjs), with TanStack Router's SSR API: the
 * same router as in the browser, on a memory history, loaded, rendered to a string with the router's
 * state for hydration (main.tsx's RouterClient reads it).
 */
import { createRequestHandler, RouterServer, renderRouterToString } from "@tanstack/react-router/ssr/server";
import { titleOf } from "@/components/route-title";
import { createRouter } from "./router";

export interface RenderedPage {
  /** The document's title, as RouteTitle sets it in the browser. */
  title: string;
  /** What goes inside `<div id="root">`, with the router's inline hydration scripts. */
  html: string;
  /** 200, or 404 for the not-found view. */
  status: number;
}

export async function render(path: string, { isShell = false } = {}): Promise<RenderedPage> {
  let title = "";
  const handler = createRequestHandler({
    request: new Request(new URL(path, "http://localhost")),
    createRouter: () => createRouter({ isShell }),
  });
  const response = await handler(({ router, responseHeaders }) => {
    title = titleOf(router.stores.matches.get());
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`prerendering ${path}: ${response.status} ${await response.text()}`);
  }
  return { title, html: await response.text(), status: response.status };
}

const ROOT = '<div id="root"></div>';
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The built index page (the template) with the rendered page in its root element and its title. */
export function pageHtml(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`index page without ${ROOT}`);
  // renderRouterToString answers a document; what React rendered goes inside the root element.
  const body = page.html.replace(/^<!DOCTYPE html>/, "");
  return template
    .replace(ROOT, () => `<div id="root">${body}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
}

/** Every path pattern of the app (`/accept-invitation/$invitationId`), so the server knows which paths exist. */
export function routePaths(): string[] {
  const router = createRouter();
  return Object.keys(router.routesByPath).sort();
}
