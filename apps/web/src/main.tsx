import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadToaster } from "@/components/lazy-toaster";
import { PageSpinner } from "@/components/page-spinner";
import { createQueryClient } from "@/lib/query-client";
import { followSessionSignal } from "@/lib/session";
import { ThemeProvider } from "@/lib/theme";
import { routeTree } from "./routeTree.gen";

const queryClient = createQueryClient();
followSessionSignal(queryClient);
// The toast area is on every page (SPEC): its chunk is asked for now, beside the page's own.
void loadToaster();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Loaders read through TanStack Query, which does the caching.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <PageSpinner />,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
