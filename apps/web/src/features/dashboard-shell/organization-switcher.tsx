import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, ChevronsUpDown, Plus, Settings } from "lucide-react";
import { toast } from "sonner";
import { OrganizationLogo } from "@/components/organization-logo";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSkeleton,
  useSidebar,
} from "@/components/ui/sidebar";
import { organizationsQueryOptions, useSetActiveOrganizationMutation } from "@/lib/organizations";
import { useSession } from "@/lib/session";

/** Top of the sidebar: the active organization, and a menu to switch, create or manage (docs/product.md#sidebar). */
export function OrganizationSwitcher() {
  const { isMobile } = useSidebar();
  const { data: session } = useSession();
  const { data: organizations } = useQuery(organizationsQueryOptions);
  const switchTo = useSetActiveOrganizationMutation({
    onError: (error) => toast.error(m.common_error({ message: error.message })),
  });

  if (!organizations) return <SidebarMenuSkeleton showIcon className="h-12" />;
  const activeId = session?.session.activeOrganizationId;
  // The layout sets an active organization before rendering; until the session catches up, show the first.
  const active = organizations.find((o) => o.id === activeId) ?? organizations[0];
  if (!active) return null;

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              data-testid="organization-switcher"
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              <OrganizationLogo name={active.name} logo={active.logo} tone="sidebar" className="size-8" />
              <div className="grid flex-1 text-left text-sm leading-tight">
                <span className="truncate font-medium">{active.name}</span>
                <span className="text-sidebar-foreground/70 truncate text-xs">{active.slug}</span>
              </div>
              <ChevronsUpDown className="ml-auto" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            align="start"
            side={isMobile ? "bottom" : "right"}
            sideOffset={4}
          >
            <DropdownMenuLabel className="text-muted-foreground text-xs">{m.common_organizations()}</DropdownMenuLabel>
            {organizations.map((organization) => (
              <DropdownMenuItem
                key={organization.id}
                className="gap-2 p-2"
                onSelect={() => {
                  if (organization.id !== active.id) switchTo.mutate(organization.id);
                }}
              >
                <OrganizationLogo
                  name={organization.name}
                  logo={organization.logo}
                  tone="sidebar"
                  className="size-6 text-[0.625rem]"
                />
                <span className="truncate">{organization.name}</span>
                {organization.id === active.id ? (
                  <Check className="ml-auto" aria-label={m.shell_active_organization()} />
                ) : null}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem className="gap-2 p-2" asChild>
              <Link to="/dashboard/organizations" search={{ create: true }}>
                <span className="flex size-6 items-center justify-center rounded-md border">
                  <Plus className="size-4" />
                </span>
                {m.shell_create_organization()}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem className="gap-2 p-2" asChild>
              <Link to="/dashboard/organizations">
                <span className="flex size-6 items-center justify-center rounded-md border">
                  <Settings className="size-4" />
                </span>
                {m.shell_manage_organization()}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
