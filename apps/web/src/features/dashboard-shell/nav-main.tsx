import { m } from "@app/i18n/messages";
import { useRouterState } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from "@/components/ui/sidebar";
import { isCurrent, type NavGroup, type NavItem } from "./nav-items";
import { SidebarLink } from "./sidebar-link";
import { useSidebarGroups } from "./use-sidebar-groups";

/** The collapsible nav groups; their expanded state is remembered (docs/product.md#sidebar). */
export function NavMain({ groups }: { groups: NavGroup[] }) {
  const { isGroupOpen, setGroupOpen } = useSidebarGroups();
  const { state, isMobile, setOpen } = useSidebar();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const onOpenChange = (id: string, open: boolean) => {
    // Down to icons the links are hidden: widen the sidebar and show the group rather than toggle it unseen.
    if (state === "collapsed" && !isMobile) {
      setOpen(true);
      setGroupOpen(id, true);
      return;
    }
    setGroupOpen(id, open);
  };

  return (
    <SidebarGroup>
      <SidebarGroupLabel>{m.shell_platform()}</SidebarGroupLabel>
      <SidebarMenu>
        {groups.map((group) => (
          <Collapsible
            key={group.id}
            asChild
            open={isGroupOpen(group.id)}
            onOpenChange={(open) => onOpenChange(group.id, open)}
            className="group/collapsible"
          >
            <SidebarMenuItem>
              <CollapsibleTrigger asChild>
                <SidebarMenuButton
                  tooltip={group.title}
                  isActive={group.items.some((item) => item.url && isCurrent(pathname, item.url))}
                >
                  <group.icon />
                  <span>{group.title}</span>
                  <ChevronRight className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90" />
                </SidebarMenuButton>
              </CollapsibleTrigger>
              <CollapsibleContent>
                <SidebarMenuSub>
                  {group.items.map((item) => (
                    <SidebarMenuSubItem key={item.id}>
                      <NavSubItem item={item} pathname={pathname} />
                    </SidebarMenuSubItem>
                  ))}
                </SidebarMenuSub>
              </CollapsibleContent>
            </SidebarMenuItem>
          </Collapsible>
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

function NavSubItem({ item, pathname }: { item: NavItem; pathname: string }) {
  if (!item.url) {
    // Placeholder links: visibly dimmed and announced as disabled, they do nothing.
    return (
      <SidebarMenuSubButton asChild>
        <button type="button" aria-disabled="true" className="w-full">
          <span>{item.title}</span>
        </button>
      </SidebarMenuSubButton>
    );
  }
  return (
    <SidebarMenuSubButton asChild isActive={isCurrent(pathname, item.url)}>
      <SidebarLink href={item.url}>
        <span>{item.title}</span>
      </SidebarLink>
    </SidebarMenuSubButton>
  );
}
