import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  webhookDescriptionSchema,
  webhookMessages,
  webhookUrlSchema,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { ORPCError } from "@orpc/client";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldLegend,
  FieldSet,
} from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { fieldIssues } from "@/lib/errors";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { type EndpointFields, useCreateEndpointMutation, useUpdateEndpointMutation, type WebhookEndpoint } from "./api";
import { eventDescription } from "./labels";

/** The form's rules: the server's (packages/domain); the server checks the address's reach itself. */
const endpointForm = z.object({
  url: webhookUrlSchema,
  description: webhookDescriptionSchema,
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, { error: () => webhookMessages.eventsRequired }),
});
type FormInput = z.input<typeof endpointForm>;

interface EndpointDialogProps {
  organizationId: string;
  /** Omitted: a new endpoint. */
  endpoint?: WebhookEndpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new endpoint's secret, shown once. */
  onCreated?: (created: { endpoint: WebhookEndpoint; secret: string }) => void;
}

export function EndpointDialog({ open, onOpenChange, ...props }: EndpointDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {/* Mounted at every opening, so it starts from what is stored. */}
        <EndpointForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EndpointForm({
  organizationId,
  endpoint,
  onCreated,
  onDone,
}: Omit<EndpointDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const form = useForm<FormInput, unknown, EndpointFields>({
    resolver: zodResolver(endpointForm),
    defaultValues: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      eventTypes: endpoint?.eventTypes ?? [],
    },
  });
  const { errors } = form.formState;
  /** A refusal of the server: under the field it concerns, else as a toast. */
  const refused = (error: Error) => {
    if (error instanceof ORPCError && String(error.code).startsWith("WEBHOOK_URL_")) {
      form.setError("url", { message: error.message }, { shouldFocus: true });
      return;
    }
    const issues = fieldIssues(error).filter((issue) => issue.path in endpointForm.shape);
    if (issues.length) {
      for (const issue of issues) form.setError(issue.path as keyof FormInput, { message: issue.message });
      return;
    }
    toast.error(error.message);
  };
  const create = useCreateEndpointMutation({
    onSuccess: (created) => {
      onCreated?.(created);
      onDone();
    },
    onError: refused,
  });
  const update = useUpdateEndpointMutation({
    onSuccess: () => {
      toast.success(m.webhooks_saved());
      onDone();
    },
    onError: refused,
  });
  const pending = create.isPending || update.isPending;

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={endpoint ? m.webhooks_edit_title() : m.webhooks_add_title()}
      onSubmit={form.handleSubmit((values) =>
        endpoint
          ? update.mutate({ organizationId, endpointId: endpoint.id, ...values })
          : create.mutate({ organizationId, ...values }),
      )}
    >
      <DialogHeader>
        <DialogTitle>{endpoint ? m.webhooks_edit_title() : m.webhooks_add_title()}</DialogTitle>
        <DialogDescription>{m.webhooks_form_description()}</DialogDescription>
      </DialogHeader>
      <Field data-invalid={Boolean(errors.url)}>
        <FieldLabel htmlFor="webhook-url">{m.webhooks_url()}</FieldLabel>
        <Input
          {...fieldAria("webhook-url", errors.url, true)}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/webhooks"
          maxLength={WEBHOOK_URL_MAX}
          {...form.register("url")}
        />
        <FieldDescription id={descriptionId("webhook-url")}>{m.webhooks_url_hint()}</FieldDescription>
        <FieldError id={errorId("webhook-url")} errors={[errors.url]} />
      </Field>
      <Field data-invalid={Boolean(errors.description)}>
        <FieldLabel htmlFor="webhook-description">{m.webhooks_description_label()}</FieldLabel>
        <Input
          {...fieldAria("webhook-description", errors.description)}
          autoComplete="off"
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          {...form.register("description")}
        />
        <FieldError id={errorId("webhook-description")} errors={[errors.description]} />
      </Field>
      <Controller
        control={form.control}
        name="eventTypes"
        render={({ field, fieldState }) => {
          const chosen = new Set(field.value);
          const all = chosen.size === WEBHOOK_EVENT_TYPES.length;
          const toggle = (type: (typeof WEBHOOK_EVENT_TYPES)[number], on: boolean) =>
            field.onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : chosen.has(t))));
          return (
            <FieldSet
              data-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? errorId("webhook-events") : undefined}
            >
              <FieldLegend variant="label">{m.webhooks_events()}</FieldLegend>
              <Field orientation="horizontal">
                <Checkbox
                  id="webhook-events-all"
                  ref={field.ref}
                  checked={all ? true : chosen.size > 0 ? "indeterminate" : false}
                  onCheckedChange={(checked) => field.onChange(checked === true ? [...WEBHOOK_EVENT_TYPES] : [])}
                />
                <FieldLabel htmlFor="webhook-events-all" className="font-medium">
                  {m.webhooks_events_all()}
                </FieldLabel>
              </Field>
              <ul className="grid gap-2 border-t pt-3 sm:grid-cols-2">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <li key={type}>
                    <Field orientation="horizontal" className="items-start">
                      <Checkbox
                        id={`webhook-event-${type}`}
                        className="mt-0.5"
                        checked={chosen.has(type)}
                        onCheckedChange={(checked) => toggle(type, checked === true)}
                        aria-describedby={`webhook-event-${type}-description`}
                      />
                      <FieldContent className="min-w-0 gap-0.5">
                        <FieldLabel htmlFor={`webhook-event-${type}`} className="font-mono text-xs break-all">
                          {type}
                        </FieldLabel>
                        <p id={`webhook-event-${type}-description`} className="text-muted-foreground text-xs">
                          {eventDescription[type]()}
                        </p>
                      </FieldContent>
                    </Field>
                  </li>
                ))}
              </ul>
              <FieldError id={errorId("webhook-events")} errors={[fieldState.error]} />
            </FieldSet>
          );
        }}
      />
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? m.webhooks_saving() : endpoint ? m.webhooks_save() : m.webhooks_add()}
        </Button>
      </DialogFooter>
    </form>
  );
}
