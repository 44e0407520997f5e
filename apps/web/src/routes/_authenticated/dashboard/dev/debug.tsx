import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { titled } from "@/lib/page-title";

// A placeholder page for development tools.
export const Route = createFileRoute("/_authenticated/dashboard/dev/debug")({
  head: () => titled(m.shell_nav_debug()),
  component: DebugPage,
});

function DebugPage() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">{m.shell_nav_debug()}</h1>
      <p className="text-muted-foreground text-sm">{m.page_debug_text()}</p>
    </div>
  );
}
