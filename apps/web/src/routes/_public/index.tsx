import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { ApiStatusCard } from "@/features/health/api-status-card";
import { titled } from "@/lib/page-title";

const BANNER = String.raw`
 __        __   _        _
 \ \      / /__| |__    / \   _ __  _ __
  \ \ /\ / / _ \ '_ \  / _ \ | '_ \| '_ \
   \ V  V /  __/ |_) |/ ___ \| |_) | |_) |
    \_/\_/ \___|_.__//_/   \_\ .__/| .__/
                             |_|   |_|
`;

export const Route = createFileRoute("/_public/")({
  head: () => titled(m.common_home()),
  component: HomePage,
});

function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-8 px-4 py-12">
      <h1 className="sr-only">{m.page_app_heading()}</h1>
      <pre
        aria-hidden="true"
        className="text-muted-foreground max-w-full overflow-x-auto font-mono text-xs leading-tight"
      >
        {BANNER}
      </pre>
      <ApiStatusCard />
    </div>
  );
}
