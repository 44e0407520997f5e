import type { DocumentKind } from "@app/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useRefreshingMutation } from "@/hooks/use-refreshing-mutation";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

/** What follows a completed document (decision 040) over /rpc: its next steps, done marks, reminders. */
export type DocumentObligations = Awaited<ReturnType<typeof rpcClient.obligations.forDocument>>;
export type ObligationAnswer = DocumentObligations["obligations"][number];
export type UpcomingObligation = Awaited<ReturnType<typeof rpcClient.obligations.upcoming>>["obligations"][number];

/**
 * The document's status, read from the same query the document page makes (same key: no second
 * request), so the next steps are asked for only once the document is complete.
 */
export const useDocumentStatus = (kind: DocumentKind, id: string) =>
  useQuery({
    ...orpc.docs[kind].getById.queryOptions({ input: { id } }),
    select: (document) => document.meta.status,
    meta: { silent: true },
    retry: false,
  });

export const useObligationsQuery = (documentId: string, enabled: boolean) =>
  useQuery(orpc.obligations.forDocument.queryOptions({ input: { documentId }, enabled, retry: false }));

export const useUpcomingQuery = () => useQuery(orpc.obligations.upcoming.queryOptions({ input: {}, retry: false }));

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: orpc.obligations.key() });

type Mark = { documentId: string; obligationId: ObligationAnswer["id"]; done: boolean };

export const useMarkDoneMutation = (callbacks: MutationCallbacks<unknown, Mark>) =>
  useRefreshingMutation(
    ({ done, ...input }: Mark) =>
      done ? rpcClient.obligations.markDone(input) : rpcClient.obligations.undoDone(input),
    refresh,
    callbacks,
  );

type Reminders = { documentId: string; enabled: boolean };

export const useRemindersMutation = (callbacks: MutationCallbacks<unknown, Reminders>) =>
  useRefreshingMutation((input: Reminders) => rpcClient.obligations.setReminders(input), refresh, callbacks);
