import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import { adminAccessQueryOptions } from "@/lib/admin-access";
import { useSession } from "@/lib/session";
import { adminGroup, navGroups } from "./nav-items";
import { NavMain } from "./nav-main";
import { NavProjects } from "./nav-projects";
import { NavUser } from "./nav-user";
import { OrganizationSwitcher } from "./organization-switcher";

export function AppSidebar() {
  const { data: session } = useSession();
  // Admins get an extra first group (docs/product.md#sidebar); ADMIN_USER_IDS accounts too, whatever their role.
  const { data: isAdmin } = useQuery({
    ...adminAccessQueryOptions(session?.user ?? { id: "" }),
    enabled: Boolean(session?.user),
    meta: { silent: true },
  });
  const groups = isAdmin ? [adminGroup(), ...navGroups()] : navGroups();
  useCloseSheetOnNavigation();

  return (
    <Sidebar collapsible="icon">
      {/* One landmark for the whole sidebar: organizations, the nav groups, the account menu. */}
      <nav aria-label={m.shell_sidebar()} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <OrganizationSwitcher />
        </SidebarHeader>
        <SidebarContent>
          <NavMain groups={groups} />
          <NavProjects />
        </SidebarContent>
        <SidebarFooter>
          <NavUser />
        </SidebarFooter>
      </nav>
      <SidebarRail />
    </Sidebar>
  );
}

/** On phones the sidebar is a sheet over the page: once a link is followed it has done its job. */
function useCloseSheetOnNavigation() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { setOpenMobile } = useSidebar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is meant to run on every new pathname.
  useEffect(() => {
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);
}
