import { useHydrated } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/**
 * A button that stays disabled until the page is hydrated: on a prerendered form, Enter or a click
 * before then would send the fields the browser's way (as a query to the page). Its own component so
 * that becoming hydrated re-renders this button alone, not the form around it: that re-render runs
 * in one go, outside the sliced hydration, and the whole form's re-render was the page's longest task.
 */
export function HydratedButton({ disabled, ...props }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={disabled || !hydrated} />;
}
