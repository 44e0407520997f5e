import { type LoggedOnlyKind, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_ROTATION_OVERLAP_MS } from "@app/domain";
import { m } from "@app/i18n/messages";
import { ORPCError } from "@orpc/server";
import { logFailure } from "../errors/answers";
import { recordOrganizationEvent } from "../events/organization-events";
import { authed } from "../rpc/base";
import type { RpcContext, Session } from "../rpc/context";
import { orgAccess } from "../rpc/organization-access";
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointRow,
  encryptSecret,
  failPendingDeliveries,
  findEndpoint,
  insertEndpoint,
  insertTestDelivery,
  lastDeliveries,
  listDeliveries,
  listEndpoints,
  newSecret,
  resendDelivery,
  toEndpoint,
  updateEndpoint,
} from "./webhook-store";
import { checkWebhookUrl, type UrlRefusal } from "./webhook-url";

/**
 * An organization's webhook endpoints (decision 036), the same handlers for the web app
 * (/rpc, the session) and the public API (/api/v1, an API key whose creator is an owner or admin of
 * the key's organization; changes need the write scope). Each procedure is built on `orgAccess`
 * (rpc/organization-access.ts): owners and admins (`webhook:manage`), FORBIDDEN for members,
 * NOT_FOUND outside the organization; another organization's endpoint is NOT_FOUND here.
 */
type Context = RpcContext & { session?: Session };

const URL_MESSAGES: Record<UrlRefusal, () => string> = {
  WEBHOOK_URL_NOT_HTTPS: () => m.webhook_url_not_https(),
  WEBHOOK_URL_PRIVATE_ADDRESS: () => m.webhook_url_private_address(),
  WEBHOOK_URL_UNRESOLVABLE: () => m.webhook_url_unresolvable(),
};

const forbidden = () => m.webhook_not_allowed();
/** Owners and admins ("webhook:manage"); through a key, changes need the write scope too. */
const read = orgAccess({ webhook: ["manage"] }, { forbidden });
const change = orgAccess({ webhook: ["manage"] }, { write: true, forbidden });

/** The caller, as `webhookAccess` checked them and put them in the context. */
function manager(context: Context): Session {
  if (!context.session) throw new ORPCError("UNAUTHORIZED", { message: m.error_signed_in_required() });
  return context.session;
}

const notFound = () => new ORPCError("NOT_FOUND", { message: m.webhook_endpoint_not_found() });

async function endpointOf(context: Context, organizationId: string, id: string): Promise<EndpointRow> {
  const row = await findEndpoint(context.db, organizationId, id);
  if (!row) throw notFound();
  return row;
}

async function refuseUrl(context: Context, url: string) {
  const refusal = await checkWebhookUrl(url, context.webhooks.allowedHosts);
  if (refusal) throw new ORPCError(refusal, { status: 400, message: URL_MESSAGES[refusal]() });
}

async function activity(
  context: Context,
  session: Session,
  row: EndpointRow,
  kind: LoggedOnlyKind,
  details: Record<string, unknown> = {},
) {
  try {
    const { id, name, email } = session.user;
    await recordOrganizationEvent(
      context.db,
      { user: { id, name, email }, ip: context.clientIp(), userAgent: context.headers.get("user-agent") },
      {
        organizationId: row.organizationId,
        type: kind,
        data: { target: row.url, details: { endpointId: row.id, ...details } },
      },
    );
  } catch (error) {
    logFailure("error", "organization activity write failed", error);
  }
}

async function secretValues(context: Context, secret: string) {
  return { encrypted: await encryptSecret(context.webhooks.secretKey, secret), start: `${secret.slice(0, 10)}…` };
}

type Ids = { organizationId: string; endpointId: string };

const webhookHandlers = {
  list: async (context: Context, input: { organizationId: string }) => {
    const now = new Date();
    const [endpoints, last] = await Promise.all([
      listEndpoints(context.db, input.organizationId),
      lastDeliveries(context.db, input.organizationId),
    ]);
    return { endpoints: endpoints.map((r) => ({ ...toEndpoint(r, now), lastDelivery: last.get(r.id) ?? null })) };
  },
  get: async (context: Context, input: Ids) => {
    return { endpoint: toEndpoint(await endpointOf(context, input.organizationId, input.endpointId)) };
  },
  create: async (
    context: Context,
    input: { organizationId: string; url: string; description: string; eventTypes: string[] },
  ) => {
    const session = manager(context);
    if ((await countEndpoints(context.db, input.organizationId)) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new ORPCError("WEBHOOK_TOO_MANY_ENDPOINTS", {
        status: 409,
        message: m.webhook_too_many_endpoints({ max: WEBHOOK_ENDPOINTS_MAX }),
      });
    }
    await refuseUrl(context, input.url);
    const secret = newSecret();
    const row = await insertEndpoint(
      context.db,
      {
        organizationId: input.organizationId,
        url: input.url,
        description: input.description,
        eventTypes: input.eventTypes,
        createdBy: session.user.id,
      },
      await secretValues(context, secret),
    );
    await activity(context, session, row, "webhook.endpoint_created", { eventTypes: row.eventTypes });
    return { endpoint: toEndpoint(row), secret };
  },
  update: async (context: Context, input: Ids & { url?: string; description?: string; eventTypes?: string[] }) => {
    const session = manager(context);
    await endpointOf(context, input.organizationId, input.endpointId);
    if (input.url !== undefined) await refuseUrl(context, input.url);
    const set = {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
    };
    const row = await updateEndpoint(context.db, input.organizationId, input.endpointId, set);
    if (!row) throw notFound();
    await activity(context, session, row, "webhook.endpoint_changed", { changed: Object.keys(set) });
    return { endpoint: toEndpoint(row) };
  },
  delete: async (context: Context, input: Ids) => {
    const session = manager(context);
    const row = await endpointOf(context, input.organizationId, input.endpointId);
    if (!(await deleteEndpoint(context.db, input.organizationId, input.endpointId))) throw notFound();
    await activity(context, session, row, "webhook.endpoint_deleted");
    return { endpointId: input.endpointId };
  },
  rotateSecret: async (context: Context, input: Ids) => {
    const session = manager(context);
    const before = await endpointOf(context, input.organizationId, input.endpointId);
    const secret = newSecret();
    const { encrypted, start } = await secretValues(context, secret);
    // The secret until now keeps signing beside the new one for 24 hours.
    const row = await updateEndpoint(context.db, input.organizationId, input.endpointId, {
      secret: encrypted,
      secretStart: start,
      previousSecret: before.secret,
      previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_ROTATION_OVERLAP_MS),
    });
    if (!row) throw notFound();
    await activity(context, session, row, "webhook.secret_rotated");
    return { endpoint: toEndpoint(row), secret };
  },
  pause: async (context: Context, input: Ids) => {
    const session = manager(context);
    const before = await endpointOf(context, input.organizationId, input.endpointId);
    if (before.pausedAt) return { endpoint: toEndpoint(before) };
    const row = await updateEndpoint(context.db, input.organizationId, input.endpointId, {
      pausedAt: new Date(),
      pausedReason: "manual",
    });
    if (!row) throw notFound();
    await failPendingDeliveries(context.db, row.id);
    await activity(context, session, row, "webhook.endpoint_paused", { reason: "manual" });
    return { endpoint: toEndpoint(row) };
  },
  resume: async (context: Context, input: Ids) => {
    const session = manager(context);
    const before = await endpointOf(context, input.organizationId, input.endpointId);
    if (!before.pausedAt) return { endpoint: toEndpoint(before) };
    const row = await updateEndpoint(context.db, input.organizationId, input.endpointId, {
      pausedAt: null,
      pausedReason: null,
      failingSince: null,
    });
    if (!row) throw notFound();
    await activity(context, session, row, "webhook.endpoint_resumed");
    return { endpoint: toEndpoint(row) };
  },
  sendTest: async (context: Context, input: Ids) => {
    const row = await endpointOf(context, input.organizationId, input.endpointId);
    const deliveryId = await insertTestDelivery(context.db, row, { endpointId: row.id });
    context.webhooks.wake();
    return { deliveryId };
  },
  listDeliveries: async (context: Context, input: Ids & { cursor?: string; limit?: number }) => {
    await endpointOf(context, input.organizationId, input.endpointId);
    return listDeliveries(context.db, input.endpointId, { cursor: input.cursor, limit: input.limit });
  },
  resendDelivery: async (context: Context, input: Ids & { deliveryId: string }) => {
    await endpointOf(context, input.organizationId, input.endpointId);
    if (!(await resendDelivery(context.db, input.endpointId, input.deliveryId))) {
      throw new ORPCError("NOT_FOUND", { message: m.webhook_delivery_not_found() });
    }
    context.webhooks.wake();
    const { deliveries } = await listDeliveries(context.db, input.endpointId, {
      deliveryId: input.deliveryId,
      limit: 1,
    });
    return { delivery: deliveries[0] as (typeof deliveries)[number] };
  },
};

/** The procedures, for /rpc and, with the same contract, for /api/v1 (public-api.router.ts). */
const w = authed.webhooks;
export const webhooksRouter = {
  list: w.list.use(read).handler(({ context, input }) => webhookHandlers.list(context, input)),
  get: w.get.use(read).handler(({ context, input }) => webhookHandlers.get(context, input)),
  create: w.create.use(change).handler(({ context, input }) => webhookHandlers.create(context, input)),
  update: w.update.use(change).handler(({ context, input }) => webhookHandlers.update(context, input)),
  delete: w.delete.use(change).handler(({ context, input }) => webhookHandlers.delete(context, input)),
  rotateSecret: w.rotateSecret
    .use(change)
    .handler(({ context, input }) => webhookHandlers.rotateSecret(context, input)),
  pause: w.pause.use(change).handler(({ context, input }) => webhookHandlers.pause(context, input)),
  resume: w.resume.use(change).handler(({ context, input }) => webhookHandlers.resume(context, input)),
  sendTest: w.sendTest.use(change).handler(({ context, input }) => webhookHandlers.sendTest(context, input)),
  listDeliveries: w.listDeliveries
    .use(read)
    .handler(({ context, input }) => webhookHandlers.listDeliveries(context, input)),
  resendDelivery: w.resendDelivery
    .use(change)
    .handler(({ context, input }) => webhookHandlers.resendDelivery(context, input)),
};
