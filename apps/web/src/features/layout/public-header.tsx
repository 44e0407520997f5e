import { m } from "@app/i18n/messages";
import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { useState } from "react";
import { LanguageSwitch } from "@/components/language-switch";
import { ModeToggle } from "@/components/mode-toggle";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useEarlyClick } from "@/hooks/use-early-click";
import { AccountMenu } from "./account-menu";

const navLinks = [
  { to: "/", label: m.common_home },
  { to: "/dashboard", label: m.common_dashboard },
  { to: "/dashboard/account", label: m.common_account },
  { to: "/dashboard/organizations", label: m.common_organizations },
] as const;

export function PublicHeader() {
  const [navigationOpen, setNavigationOpen] = useState(false);
  // A tap before the page's scripts have run opens the menu once they have.
  useEarlyClick("navigation-menu", () => setNavigationOpen(true));
  return (
    <header className="bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
        {/* Phones get the same links behind a menu button; four links do not fit beside the account menu. */}
        <DropdownMenu open={navigationOpen} onOpenChange={setNavigationOpen}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="-ml-2 sm:hidden" data-early-click="navigation-menu">
              <Menu />
              <span className="sr-only">{m.layout_open_navigation()}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {navLinks.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to}>{link.label()}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <nav aria-label={m.layout_main_navigation()} className="-ml-2 hidden flex-1 items-center gap-1 text-sm sm:flex">
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              activeOptions={{ exact: true }}
              className="text-muted-foreground hover:text-foreground data-[status=active]:text-foreground rounded-md px-2 py-1.5 font-medium transition-colors"
            >
              {link.label()}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <ModeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
