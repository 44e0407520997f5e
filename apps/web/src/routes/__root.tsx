import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, Scripts } from "@tanstack/react-router";
import { useEffect } from "react";
import { SkipLink } from "@/components/main-content";
import { NotFound } from "@/components/not-found";
import { RouteError } from "@/components/route-error";
import { RouteFocus } from "@/components/route-focus";
import { RoutePendingBar } from "@/components/route-pending-bar";
import { RouteTitle } from "@/components/route-title";
import { Toaster } from "@/components/ui/sonner";
import { PublicLayout } from "@/features/layout/public-layout";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A path that matches nothing keeps the public header and footer; the dashboard has its own 404.
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
  errorComponent: RouteError,
});

function RootLayout() {
  // The prerendered page answers clicks from here on; the e2e tests wait for this mark after a load.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <SkipLink />
      <RouteTitle />
      <RouteFocus />
      <RoutePendingBar />
      <Outlet />
      {/* "A toast area with rich colours is always present" (docs/product.md#global-behaviour). */}
      <Toaster richColors closeButton />
      {/* The prerendered page's state for hydration (inline scripts that remove themselves); nothing in the browser. */}
      <Scripts />
    </>
  );
}
