import { WEBHOOK_ENDPOINTS_MAX } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/client";
import { Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useEndpointsQuery, type WebhookEndpoint } from "./api";
import { EndpointDialog } from "./endpoint-form";
import { EndpointRow } from "./endpoint-row";
import { SecretNotice } from "./secret-notice";

/** The reference (Swagger UI) describes every event and its payload under "webhooks". */
const REFERENCE_URL = "/api/docs";

type Fresh = { endpoint: WebhookEndpoint; secret: string; rotated: boolean };

/**
 * An organization's outgoing webhooks (decision 036): its endpoints, each with its events,
 * state and delivery log; a new or rotated signing secret is shown once.
 */
export function WebhooksSettings({ organizationId }: { organizationId: string }) {
  const endpoints = useEndpointsQuery(organizationId);
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<Fresh | null>(null);

  if (endpoints.isError && endpoints.error instanceof ORPCError && endpoints.error.code === "FORBIDDEN") {
    return (
      <SectionCard title={m.webhooks_title()}>
        <p className="text-muted-foreground text-sm" role="status">
          {m.webhooks_not_allowed()}
        </p>
      </SectionCard>
    );
  }
  const count = endpoints.data?.endpoints.length ?? 0;
  const full = count >= WEBHOOK_ENDPOINTS_MAX;

  return (
    <SectionCard
      title={m.webhooks_title()}
      description={
        <>
          {m.webhooks_description()}{" "}
          <a className="text-foreground underline underline-offset-4" href={REFERENCE_URL}>
            {m.webhooks_reference()}
          </a>
        </>
      }
    >
      {fresh ? (
        <SecretNotice
          secret={fresh.secret}
          url={fresh.endpoint.url}
          rotated={fresh.rotated}
          onDone={() => setFresh(null)}
        />
      ) : null}
      {endpoints.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : endpoints.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-destructive text-sm">{endpoints.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => endpoints.refetch()}>
            {m.webhooks_retry()}
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center">
          <Webhook className="text-muted-foreground size-8" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">{m.webhooks_empty()}</p>
            <p className="text-muted-foreground max-w-md text-sm">{m.webhooks_empty_hint()}</p>
          </div>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {m.webhooks_add()}
          </Button>
        </div>
      ) : (
        <>
          {/* In the content, not beside the title: beside it, a long description is squeezed on a phone. */}
          <div>
            <Button onClick={() => setAdding(true)} disabled={full}>
              <Plus aria-hidden /> {m.webhooks_add()}
            </Button>
          </div>
          <ul className="divide-y rounded-md border" aria-label={m.webhooks_list()}>
            {endpoints.data.endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                onRotated={(rotated) => setFresh({ ...rotated, rotated: true })}
              />
            ))}
          </ul>
          {full ? (
            <p className="text-muted-foreground text-sm">{m.webhooks_full({ max: String(WEBHOOK_ENDPOINTS_MAX) })}</p>
          ) : null}
        </>
      )}
      <EndpointDialog
        organizationId={organizationId}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(created) => setFresh({ ...created, rotated: false })}
      />
    </SectionCard>
  );
}
