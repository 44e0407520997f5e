import { isHealthy } from "@app/domain";
import { m } from "@app/i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { healthQueryOptions } from "./api";

export function ApiStatusCard() {
  // Pending, not loading: the prerendered page (which fetches nothing) and its hydration say 'Checking...'.
  const { data, isPending } = useQuery(healthQueryOptions());
  const healthy = data ? isHealthy(data) : false;
  return (
    <Card className="w-full max-w-sm" data-testid="api-status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span
            data-testid="api-status-dot"
            data-healthy={healthy}
            aria-hidden="true"
            className={cn("size-2.5 rounded-full", healthy ? "bg-green-500" : "bg-muted-foreground/40")}
          />
          {m.health_api_status()}
        </CardTitle>
      </CardHeader>
      {/* As tall as the three parts from the first paint, so nothing below moves when they arrive. */}
      <CardContent className="min-h-17">
        {isPending ? (
          <p className="text-muted-foreground text-sm">{m.health_checking()}</p>
        ) : data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {(["api", "db", "auth"] as const).map((part) => (
              <div key={part} className="contents">
                <dt className="text-muted-foreground font-mono">{part}</dt>
                <dd
                  className={cn(
                    "font-mono",
                    data[part] === "ok" ? "text-green-700 dark:text-green-400" : "text-destructive",
                  )}
                >
                  {data[part]}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-destructive text-sm">{m.health_disconnected()}</p>
        )}
      </CardContent>
    </Card>
  );
}
