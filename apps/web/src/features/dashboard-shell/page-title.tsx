import { m } from "@app/i18n/messages";
import { useRouterState } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { adminGroup, isCurrent, navGroups } from "./nav-items";

const otherPages: Record<string, () => string> = {
  "/dashboard/account": m.common_account,
  "/dashboard/organizations": m.common_organizations,
};

/** Where the user is, as 'Group › Page', read from the same items the sidebar shows. */
export function PageTitle() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = trailFor(pathname);
  return (
    <nav aria-label={m.shell_breadcrumb()} className="min-w-0">
      <ol className="text-muted-foreground flex items-center gap-1.5 text-sm">
        {trail.map((part, index) => {
          const last = index === trail.length - 1;
          return (
            <li
              key={part}
              className={last ? "text-foreground truncate font-medium" : "hidden items-center gap-1.5 sm:flex"}
            >
              {part}
              {last ? null : <ChevronRight className="size-3.5" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function trailFor(pathname: string): string[] {
  for (const group of [adminGroup(), ...navGroups()]) {
    const item = group.items.find((i) => i.url && isCurrent(pathname, i.url));
    if (item) return [group.title, item.title];
  }
  const other = Object.entries(otherPages).find(([url]) => isCurrent(pathname, url));
  return other ? [other[1]()] : [m.common_dashboard()];
}
