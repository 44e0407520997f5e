import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter as createTanStackRouter } from "@tanstack/react-router";
import { PageSpinner } from "@/components/page-spinner";
import { createQueryClient } from "@/lib/query-client";
import { ThemeProvider } from "@/lib/theme";
import { routeTree } from "./routeTree.gen";

/**
 * The one router, created the same way in the browser (main.tsx) and at build time, where
 * entry-server.tsx renders the public pages to HTML (TanStack Router's SSR guide: a shared factory).
 * `isShell` renders the root layout only, with the pending view where the page would be: the page
 * the server sends for app paths that have no HTML of their own.
 */
export function createRouter({ isShell = false }: { isShell?: boolean } = {}) {
  const queryClient = createQueryClient();
  return createTanStackRouter({
    routeTree,
    context: { queryClient },
    isShell,
    defaultPreload: "intent",
    // Loaders read through TanStack Query, which does the caching.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageSpinner />,
    // In the browser only: on the server the router would write an inline script for it, which the CSP refuses.
    scrollRestoration: !import.meta.env.SSR,
    // The providers every page renders inside, on the server and in the browser alike (hydration needs both).
    Wrap: ({ children }) => (
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    ),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
