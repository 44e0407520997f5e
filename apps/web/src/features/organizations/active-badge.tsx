// A local badge: the shared components/ui/badge belongs to the dashboard shell work.
export function ActiveBadge() {
  return (
    <span className="bg-primary text-primary-foreground inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-medium">
      Active
    </span>
  );
}
