import {
  createWebhookEndpointInputSchema,
  listWebhookDeliveriesInputSchema,
  listWebhookDeliveriesOutputSchema,
  updateWebhookEndpointInputSchema,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryInputSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListItemSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookOrganizationInputSchema,
} from "@app/domain";
import { z } from "zod";
import { oc } from "./base";

/** The public API's paths of an organization's webhook endpoints (decision 036). */
function webhookRoute(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  operationId: string,
  text: { summary: string; description: string },
) {
  return {
    method,
    path: `/organizations/{organizationId}/webhook-endpoints${path}` as `/${string}`,
    operationId,
    tags: ["Webhooks"],
    summary: text.summary,
    description: `${text.description} Owners and admins only (a key whose creator is an owner or admin of the organization; changes need the write scope); another organization's endpoint answers 404.`,
  };
}

const endpointAnswer = z.object({ endpoint: webhookEndpointSchema });

/**
 * An organization's outgoing webhooks (decision 036), for the web app (/rpc) and the public
 * API (/api/v1) alike: owners and admins (permission `webhook:manage`); FORBIDDEN for a member,
 * NOT_FOUND outside the organization or for another organization's endpoint. A URL that is not https
 * or reaches a private address answers BAD_REQUEST with its own code (WEBHOOK_URL_*).
 */
export const webhooksContract = {
  list: oc
    .route(
      webhookRoute("GET", "", "listWebhookEndpoints", {
        summary: "List webhook endpoints",
        description: "The organization's endpoints, oldest first, each with its newest delivery, never their secrets.",
      }),
    )
    .input(webhookOrganizationInputSchema)
    .output(z.object({ endpoints: z.array(webhookEndpointListItemSchema) })),
  get: oc
    .route(
      webhookRoute("GET", "/{endpointId}", "getWebhookEndpoint", {
        summary: "Get a webhook endpoint",
        description: "One endpoint, without its secret.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  create: oc
    .route({
      ...webhookRoute("POST", "", "createWebhookEndpoint", {
        summary: "Add a webhook endpoint",
        description:
          "Adds an endpoint for the given event types. The answer carries its signing secret (`whsec_…`) this once; it is never shown again.",
      }),
      successStatus: 201,
    })
    .input(createWebhookEndpointInputSchema)
    .output(webhookEndpointWithSecretSchema),
  update: oc
    .route(
      webhookRoute("PATCH", "/{endpointId}", "updateWebhookEndpoint", {
        summary: "Change a webhook endpoint",
        description: "Changes the URL, the description or the event types; what is left out stays.",
      }),
    )
    .input(updateWebhookEndpointInputSchema)
    .output(endpointAnswer),
  delete: oc
    .route(
      webhookRoute("DELETE", "/{endpointId}", "deleteWebhookEndpoint", {
        summary: "Delete a webhook endpoint",
        description: "Deletes the endpoint with its delivery log.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(z.object({ endpointId: z.string() })),
  rotateSecret: oc
    .route(
      webhookRoute("POST", "/{endpointId}/rotate-secret", "rotateWebhookSecret", {
        summary: "Rotate the signing secret",
        description:
          "Makes a new secret, shown this once. For 24 hours deliveries carry two signatures, one with the old and one with the new secret, so the receiver can switch without losing a delivery.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(webhookEndpointWithSecretSchema),
  pause: oc
    .route(
      webhookRoute("POST", "/{endpointId}/pause", "pauseWebhookEndpoint", {
        summary: "Pause an endpoint",
        description: "No events are sent to a paused endpoint; deliveries waiting for a retry are given up.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  resume: oc
    .route(
      webhookRoute("POST", "/{endpointId}/resume", "resumeWebhookEndpoint", {
        summary: "Resume an endpoint",
        description: "Events from now on are sent again.",
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(endpointAnswer),
  sendTest: oc
    .route(
      webhookRoute("POST", "/{endpointId}/test", "sendWebhookTest", {
        summary: "Send a test event",
        description: `Sends one \`${WEBHOOK_TEST_EVENT}\` event to the endpoint (also when it is paused); its delivery appears in the log.`,
      }),
    )
    .input(webhookEndpointInputSchema)
    .output(z.object({ deliveryId: z.string() })),
  listDeliveries: oc
    .route(
      webhookRoute("GET", "/{endpointId}/deliveries", "listWebhookDeliveries", {
        summary: "The delivery log",
        description:
          "The endpoint's deliveries of the last 30 days, newest first, each with its attempts (status code, duration, the first bytes of the answer). Pass `nextCursor` as `cursor` for the next page.",
      }),
    )
    .input(listWebhookDeliveriesInputSchema)
    .output(listWebhookDeliveriesOutputSchema),
  resendDelivery: oc
    .route(
      webhookRoute("POST", "/{endpointId}/deliveries/{deliveryId}/resend", "resendWebhookDelivery", {
        summary: "Send a delivery again",
        description: "Sends the event again, with the same `webhook-id`, now.",
      }),
    )
    .input(webhookDeliveryInputSchema)
    .output(z.object({ delivery: webhookDeliverySchema })),
};
