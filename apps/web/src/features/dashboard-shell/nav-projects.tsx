import { m } from "@app/i18n/messages";
import { SidebarGroup, SidebarGroupLabel } from "@/components/ui/sidebar";

/** The Projects list exists (docs/product.md#sidebar) but is empty. Hidden in icon mode, where there is nothing to show. */
export function NavProjects() {
  return (
    <SidebarGroup className="group-data-[collapsible=icon]:hidden">
      <SidebarGroupLabel>{m.shell_projects()}</SidebarGroupLabel>
      <p className="text-sidebar-foreground/70 px-2 text-xs">{m.shell_no_projects()}</p>
    </SidebarGroup>
  );
}
