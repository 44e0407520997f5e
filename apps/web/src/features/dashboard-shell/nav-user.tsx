import { m } from "@app/i18n/messages";
import { Link, useNavigate } from "@tanstack/react-router";
import { BadgeCheck, Building2, ChevronsUpDown, CreditCard, LogOut, Moon, Sparkles, Sun } from "lucide-react";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LanguageRadioItems } from "@/components/language-switch";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from "@/components/ui/sidebar";
import { useSession, useSignOutMutation } from "@/lib/session";
import { useTheme } from "@/lib/theme";

/** Footer of the sidebar: who is signed in, and the account menu (docs/product.md#sidebar). */
export function NavUser() {
  const { data: session } = useSession();
  const { isMobile } = useSidebar();
  const { resolvedTheme, setTheme } = useTheme();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate({ to: "/" }) });

  if (!session) return null;
  const { user } = session;
  const dark = resolvedTheme === "dark";

  const identity = (
    <>
      <InitialsAvatar
        name={user.name}
        image={user.image}
        className="size-8 rounded-lg"
        fallbackClassName="rounded-lg"
      />
      <div className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-medium">{user.name}</span>
        <span className="text-muted-foreground truncate text-xs">{user.email}</span>
      </div>
    </>
  );

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              data-testid="user-menu"
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {identity}
              <ChevronsUpDown className="ml-auto size-4" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            side={isMobile ? "bottom" : "right"}
            align="end"
            sideOffset={4}
          >
            <DropdownMenuLabel className="p-0 font-normal">
              <div className="flex items-center gap-2 px-1 py-1.5">{identity}</div>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {/* Billing is not part of the product: this item and 'Billing' below do nothing. */}
            <DropdownMenuItem>
              <Sparkles />
              {m.shell_upgrade()}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to="/dashboard/account">
                  <BadgeCheck />
                  {m.common_account()}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/dashboard/organizations">
                  <Building2 />
                  {m.common_organizations()}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem>
                <CreditCard />
                {m.shell_billing()}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={(event) => {
                  // The menu stays open so the change is seen where it was made.
                  event.preventDefault();
                  setTheme(dark ? "light" : "dark");
                }}
              >
                {dark ? <Sun /> : <Moon />}
                {dark ? m.shell_light_mode() : m.shell_dark_mode()}
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
              {m.language_label()}
            </DropdownMenuLabel>
            <LanguageRadioItems />
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => signOut.mutate()}>
              <LogOut />
              {m.shell_log_out()}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
