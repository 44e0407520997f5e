import { m } from "@app/i18n/messages";
import { Moon, Sun } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useEarlyClick } from "@/hooks/use-early-click";
import { type Theme, useTheme } from "@/lib/theme";

export function ModeToggle() {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  // The theme is the browser's (localStorage): no HTML can choose it, so a click before the page's
  // scripts have run opens the menu once they have.
  useEarlyClick("theme-menu", () => setOpen(true));
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" data-early-click="theme-menu">
          <Sun className="size-[1.2rem] scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" />
          <Moon className="absolute size-[1.2rem] scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0" />
          <span className="sr-only">{m.ui_toggle_theme()}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenuRadioItem value="light">{m.ui_theme_light()}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">{m.ui_theme_dark()}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">{m.ui_theme_system()}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
