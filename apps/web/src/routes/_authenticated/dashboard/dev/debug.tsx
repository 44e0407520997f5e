import { createFileRoute } from "@tanstack/react-router";
import { titled } from "@/lib/page-title";

// SPEC §2: a placeholder page for development tools.
export const Route = createFileRoute("/_authenticated/dashboard/dev/debug")({
  head: () => titled("Debug"),
  component: DebugPage,
});

function DebugPage() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">Debug</h1>
      <p className="text-muted-foreground text-sm">Nothing to debug yet.</p>
    </div>
  );
}
