import { m } from "@app/i18n/messages";
import { useRouterState } from "@tanstack/react-router";

/** Thin bar at the top of the window while the router loads a route (docs/product.md#global-behaviour). */
export function RoutePendingBar() {
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label={m.ui_loading()} className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="bg-primary h-full w-1/3 animate-[route-loading_1s_ease-in-out_infinite]" />
    </div>
  );
}
