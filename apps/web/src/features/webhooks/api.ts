import { type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

/**
 * An organization's outgoing webhooks (decision 036) over /rpc: owners and admins
 * (`webhook:manage`); the server answers FORBIDDEN to a member.
 */
export type WebhookEndpoint = Awaited<ReturnType<typeof rpcClient.webhooks.get>>["endpoint"];
/** An endpoint as the list shows it: with its newest delivery. */
export type ListedEndpoint = Awaited<ReturnType<typeof rpcClient.webhooks.list>>["endpoints"][number];
type Deliveries = Awaited<ReturnType<typeof rpcClient.webhooks.listDeliveries>>;
export type WebhookDelivery = Deliveries["deliveries"][number];
export type WebhookAttempt = WebhookDelivery["attempts"][number];
type Ids = { organizationId: string; endpointId: string };

/** While a delivery waits for its (next) attempt, the list and the log look again every few seconds. */
const POLL_MS = 2_000;
const waiting = (deliveries: (WebhookDelivery | null)[]) =>
  deliveries.some((delivery) => delivery?.status === "pending");

/** The endpoints, each with its newest delivery (one request for the whole list). */
export const useEndpointsQuery = (organizationId: string) =>
  useQuery(
    orpc.webhooks.list.queryOptions({
      input: { organizationId },
      retry: false,
      refetchInterval: (query) =>
        waiting(query.state.data?.endpoints.map((endpoint) => endpoint.lastDelivery) ?? []) ? POLL_MS : false,
    }),
  );

/** An endpoint's delivery log, newest first, a page at a time. */
export const useDeliveriesQuery = (ids: Ids) =>
  useInfiniteQuery(
    orpc.webhooks.listDeliveries.infiniteOptions({
      input: (cursor: string | undefined) => ({ ...ids, limit: 20, cursor }),
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      refetchInterval: (query) =>
        waiting(query.state.data?.pages.flatMap((page) => page.deliveries) ?? []) ? POLL_MS : false,
    }),
  );

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: orpc.webhooks.key() });

export interface EndpointFields {
  url: string;
  description: string;
  eventTypes: WebhookEndpoint["eventTypes"];
}

type WithSecret = { endpoint: WebhookEndpoint; secret: string };

/** Answers the endpoint and its signing secret, shown once: the server keeps it encrypted. */
export const useCreateEndpointMutation = (
  callbacks: MutationCallbacks<WithSecret, EndpointFields & { organizationId: string }>,
) =>
  useRefreshingMutation(
    (input: EndpointFields & { organizationId: string }) => rpcClient.webhooks.create(input),
    refresh,
    callbacks,
  );

export const useUpdateEndpointMutation = (callbacks: MutationCallbacks<unknown, EndpointFields & Ids>) =>
  useRefreshingMutation((input: EndpointFields & Ids) => rpcClient.webhooks.update(input), refresh, callbacks);

export const useRotateSecretMutation = (callbacks: MutationCallbacks<WithSecret, Ids>) =>
  useRefreshingMutation((input: Ids) => rpcClient.webhooks.rotateSecret(input), refresh, callbacks);

export const usePauseMutation = (callbacks: MutationCallbacks<unknown, Ids & { pause: boolean }>) =>
  useRefreshingMutation(
    ({ pause, ...ids }: Ids & { pause: boolean }) =>
      pause ? rpcClient.webhooks.pause(ids) : rpcClient.webhooks.resume(ids),
    refresh,
    callbacks,
  );

export const useSendTestMutation = (callbacks: MutationCallbacks<unknown, Ids>) =>
  useRefreshingMutation((input: Ids) => rpcClient.webhooks.sendTest(input), refresh, callbacks);

export const useDeleteEndpointMutation = (callbacks: MutationCallbacks<unknown, Ids>) =>
  useRefreshingMutation((input: Ids) => rpcClient.webhooks.delete(input), refresh, callbacks);

export const useResendMutation = (callbacks: MutationCallbacks<unknown, Ids & { deliveryId: string }>) =>
  useRefreshingMutation(
    (input: Ids & { deliveryId: string }) => rpcClient.webhooks.resendDelivery(input),
    refresh,
    callbacks,
  );
