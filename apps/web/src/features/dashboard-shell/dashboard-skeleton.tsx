import { m } from "@app/i18n/messages";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The dashboard's frame while the session loads: the sidebar (from md up), the header and grey
 * blocks where the page will be. The server sends it for every /dashboard path before any script
 * has run (the prerendered shell); the router shows it again whenever the session takes a while.
 */
export function DashboardSkeleton() {
  return (
    <div className="flex min-h-svh w-full" role="status" aria-label={m.route_loading_session()}>
      <div className="bg-sidebar hidden w-64 shrink-0 flex-col gap-4 border-r p-2 md:flex">
        <Skeleton className="h-12 w-full" />
        <div className="grid gap-2 pt-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
        <Skeleton className="mt-auto h-12 w-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 shrink-0 items-center gap-2 border-b px-4">
          <Skeleton className="size-7" />
          <Skeleton className="h-4 w-40" />
        </div>
        <div className="grid gap-6 p-4 md:p-6">
          <Skeleton className="h-8 w-56" />
          <div className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
          <Skeleton className="h-64" />
        </div>
      </div>
    </div>
  );
}
