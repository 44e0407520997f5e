import { m } from "@app/i18n/messages";
import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatFullDateTime } from "@/lib/dates";
import {
  useDeliveriesQuery,
  useResendMutation,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "./api";
import { deliveryStatusLabel, deliveryStatusVariant, statusCodeLabel } from "./labels";

const when = (value: Date) => <time title={formatFullDateTime(value)}>{formatDateTime(value)}</time>;

interface DeliveryLogProps {
  endpoint: WebhookEndpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An endpoint's delivery log in a sheet: each event with its attempts, newest first, kept 30 days. */
export function DeliveryLog({ endpoint, open, onOpenChange }: DeliveryLogProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-2xl">
        <SheetHeader className="border-b pr-12">
          <SheetTitle>{m.webhooks_log_title()}</SheetTitle>
          <SheetDescription className="break-all">{endpoint.url}</SheetDescription>
        </SheetHeader>
        {/* Only while open: the log is read when someone looks at it. */}
        {open ? <Deliveries endpoint={endpoint} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const ids = { organizationId: endpoint.organizationId, endpointId: endpoint.id };
  const log = useDeliveriesQuery(ids);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <div className="grid content-start gap-4 overflow-y-auto p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{m.webhooks_log_kept()}</p>
        <Button variant="outline" size="sm" onClick={() => log.refetch()} disabled={log.isFetching}>
          <RefreshCw aria-hidden className={log.isFetching ? "animate-spin" : undefined} /> {m.webhooks_log_refresh()}
        </Button>
      </div>
      {log.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : log.isError ? (
        <p className="text-destructive text-sm" role="alert">
          {log.error.message}
        </p>
      ) : deliveries.length === 0 ? (
        <div className="grid gap-1 rounded-md border border-dashed p-6 text-center">
          <p className="text-sm font-medium">{m.webhooks_log_empty()}</p>
          <p className="text-muted-foreground text-sm">{m.webhooks_log_empty_hint()}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={m.webhooks_log_title()}>
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} ids={ids} delivery={delivery} />
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {m.webhooks_log_more()}
        </Button>
      ) : null}
    </div>
  );
}

function DeliveryItem({
  ids,
  delivery,
}: {
  ids: { organizationId: string; endpointId: string };
  delivery: WebhookDelivery;
}) {
  const resend = useResendMutation({
    onSuccess: () => toast.success(m.webhooks_resent()),
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="webhook-delivery" aria-label={delivery.eventType}>
      <div className="flex flex-wrap items-center gap-2">
        <code className="text-sm font-medium break-all">{delivery.eventType}</code>
        <Badge variant={deliveryStatusVariant(delivery.status)}>{deliveryStatusLabel(delivery.status)}</Badge>
        <span className="text-muted-foreground text-xs">{when(delivery.createdAt)}</span>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ ...ids, deliveryId: delivery.id })}
        >
          {m.webhooks_resend()}
        </Button>
      </div>
      <p className="text-muted-foreground font-mono text-xs break-all">
        {m.webhooks_event_id()} {delivery.eventId}
      </p>
      {delivery.status === "pending" && delivery.nextAttemptAt ? (
        <p className="text-muted-foreground text-xs">
          {m.webhooks_next_attempt()} {when(delivery.nextAttemptAt)}
        </p>
      ) : null}
      {delivery.attempts.length === 0 ? (
        <p className="text-muted-foreground text-xs">{m.webhooks_no_attempts()}</p>
      ) : (
        <ol className="grid gap-2 border-t pt-2" aria-label={m.webhooks_attempts()}>
          {delivery.attempts.map((attempt) => (
            <AttemptItem key={attempt.id} attempt={attempt} />
          ))}
        </ol>
      )}
    </li>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <li className="grid gap-1 text-xs" data-testid="webhook-attempt">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-muted-foreground">{when(attempt.attemptedAt)}</span>
        <span className={ok ? "font-mono font-medium" : "text-destructive font-mono font-medium"}>
          {m.webhooks_attempt_status()} {statusCodeLabel(attempt.statusCode)}
        </span>
        <span className="text-muted-foreground">{m.webhooks_attempt_duration({ ms: String(attempt.durationMs) })}</span>
      </div>
      {attempt.response ? (
        <details className="group">
          <summary className="text-muted-foreground hover:text-foreground cursor-pointer">
            {m.webhooks_attempt_response()}
          </summary>
          <pre className="bg-muted mt-1 rounded p-2 font-mono text-xs break-all whitespace-pre-wrap">
            {attempt.response}
          </pre>
        </details>
      ) : (
        <p className="text-muted-foreground">{m.webhooks_attempt_empty()}</p>
      )}
    </li>
  );
}
