import "@/lib/zod-config";
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { PageSpinner } from "@/components/page-spinner";
import { createQueryClient } from "@/lib/query-client";
import { followSessionSignal } from "@/lib/session";
import { ThemeProvider } from "@/lib/theme";
import { routeTree } from "./routeTree.gen";

const queryClient = createQueryClient();
followSessionSignal(queryClient);

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
