import { Moon, Sun } from "lucide-react";
import { LazyMenu } from "@/components/lazy-menu";
import { Button } from "@/components/ui/button";
import { type Theme, useTheme } from "@/lib/theme";

export function ModeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <LazyMenu
      trigger={
        <Button variant="ghost" size="icon">
          <Sun className="size-[1.2rem] scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" />
          <Moon className="absolute size-[1.2rem] scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0" />
          <span className="sr-only">Toggle theme</span>
        </Button>
      }
      content={(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            <ui.DropdownMenuRadioItem value="light">Light</ui.DropdownMenuRadioItem>
            <ui.DropdownMenuRadioItem value="dark">Dark</ui.DropdownMenuRadioItem>
            <ui.DropdownMenuRadioItem value="system">System</ui.DropdownMenuRadioItem>
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      )}
    />
  );
}
