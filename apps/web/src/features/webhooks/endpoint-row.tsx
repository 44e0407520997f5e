import { WEBHOOK_EVENT_TYPES } from "@app/domain";
import { m } from "@app/i18n/messages";
import { MoreHorizontal, ScrollText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatDateTime, formatFullDateTime } from "@/lib/dates";
import {
  type ListedEndpoint,
  useDeleteEndpointMutation,
  usePauseMutation,
  useRotateSecretMutation,
  useSendTestMutation,
  type WebhookEndpoint,
} from "./api";
import { DeliveryLog } from "./delivery-log";
import { EndpointDialog } from "./endpoint-form";
import { deliveryStatusLabel, deliveryStatusVariant, pausedLabel, statusCodeLabel } from "./labels";

const when = (value: Date) => <time title={formatFullDateTime(value)}>{formatDateTime(value)}</time>;

interface EndpointRowProps {
  endpoint: ListedEndpoint;
  /** A rotated secret, shown once by the list. */
  onRotated: (created: { endpoint: WebhookEndpoint; secret: string }) => void;
}

/** One endpoint: its address, events, state and last delivery, with what can be done to it. */
export function EndpointRow({ endpoint, onRotated }: EndpointRowProps) {
  const ids = { organizationId: endpoint.organizationId, endpointId: endpoint.id };
  const [editing, setEditing] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const failed = (error: Error) => toast.error(error.message);
  const rotate = useRotateSecretMutation({ onSuccess: onRotated, onError: failed });
  const pause = usePauseMutation({
    onSuccess: (_, { pause }) => toast.success(pause ? m.webhooks_paused_toast() : m.webhooks_resumed_toast()),
    onError: failed,
  });
  const sendTest = useSendTestMutation({ onSuccess: () => toast.success(m.webhooks_test_sent()), onError: failed });
  const remove = useDeleteEndpointMutation({ onSuccess: () => toast.success(m.webhooks_deleted()), onError: failed });
  const busy = rotate.isPending || pause.isPending || sendTest.isPending || remove.isPending;
  const allEvents = endpoint.eventTypes.length === WEBHOOK_EVENT_TYPES.length;

  return (
    <li className="grid gap-2 p-4" data-testid="webhook-endpoint" aria-label={endpoint.url}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-mono text-sm font-medium break-all">{endpoint.url}</p>
          {endpoint.description ? <p className="text-muted-foreground text-sm">{endpoint.description}</p> : null}
        </div>
        {/* Not modal: a modal menu that opens a dialog leaves the page inert once both have closed. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" disabled={busy}>
              <MoreHorizontal aria-hidden />
              <span className="sr-only">{m.webhooks_actions_for({ url: endpoint.url })}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-52">
            <DropdownMenuItem onSelect={() => setEditing(true)}>{m.webhooks_edit()}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => sendTest.mutate(ids)}>{m.webhooks_send_test()}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setRotating(true)}>{m.webhooks_rotate()}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => pause.mutate({ ...ids, pause: !endpoint.paused })}>
              {endpoint.paused ? m.webhooks_resume() : m.webhooks_pause()}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
              {m.webhooks_delete()}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {endpoint.paused ? (
          <Badge
            variant="outline"
            className="border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-200"
          >
            {m.webhooks_state_paused({ reason: pausedLabel(endpoint.pausedReason) })}
          </Badge>
        ) : (
          <Badge variant="secondary">{m.webhooks_state_active()}</Badge>
        )}
        <span className="text-muted-foreground">
          {m.webhooks_secret_label()} <code>{endpoint.secretStart}</code>
        </span>
      </div>
      <p className="text-muted-foreground text-xs">
        {m.webhooks_events_label()}{" "}
        {allEvents ? (
          m.webhooks_events_all_short()
        ) : (
          <span className="font-mono break-words">{endpoint.eventTypes.join(", ")}</span>
        )}
      </p>
      {endpoint.previousSecretExpiresAt ? (
        <p className="text-muted-foreground text-xs">
          {m.webhooks_previous_secret_until()} {when(endpoint.previousSecretExpiresAt)}
        </p>
      ) : null}
      {endpoint.failingSince ? (
        <p className="text-destructive text-xs">
          {m.webhooks_failing_since()} {when(endpoint.failingSince)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LastDelivery delivery={endpoint.lastDelivery} />
        <Button variant="outline" size="sm" onClick={() => setLogOpen(true)}>
          <ScrollText aria-hidden /> {m.webhooks_log_open()}
        </Button>
      </div>

      <DeliveryLog endpoint={endpoint} open={logOpen} onOpenChange={setLogOpen} />
      <EndpointDialog
        organizationId={endpoint.organizationId}
        endpoint={endpoint}
        open={editing}
        onOpenChange={setEditing}
      />
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        title={m.webhooks_rotate_title()}
        question={m.webhooks_rotate_question()}
        confirmLabel={m.webhooks_rotate()}
        onConfirm={() => rotate.mutate(ids)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={m.webhooks_delete_title()}
        question={m.webhooks_delete_question({ url: endpoint.url })}
        confirmLabel={m.webhooks_delete()}
        destructive
        onConfirm={() => remove.mutate(ids)}
      />
    </li>
  );
}

/** The newest delivery's outcome, which the endpoint list carries. */
function LastDelivery({ delivery }: { delivery: ListedEndpoint["lastDelivery"] }) {
  if (!delivery) return <span className="text-muted-foreground text-xs">{m.webhooks_no_deliveries_yet()}</span>;
  const attempt = delivery.attempts.at(-1);
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs" data-testid="webhook-last-delivery">
      <span className="text-muted-foreground">{m.webhooks_last_delivery()}</span>
      <Badge variant={deliveryStatusVariant(delivery.status)}>{deliveryStatusLabel(delivery.status)}</Badge>
      {attempt ? <span className="font-mono">{statusCodeLabel(attempt.statusCode)}</span> : null}
      <span className="text-muted-foreground">{when(attempt?.attemptedAt ?? delivery.createdAt)}</span>
    </span>
  );
}
