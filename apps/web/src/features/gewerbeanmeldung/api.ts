import type { DocumentStatus } from "@app/domain";
import { ORPCError } from "@orpc/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverUrl } from "@/lib/env";
import { isNotFound } from "@/lib/errors";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

const procedures = orpc.docs.gewerbeanmeldung;

export interface ListFilter {
  query?: string;
  status?: DocumentStatus;
}

/**
 * The caller's documents, newest first, one server page (DOCUMENTS_PAGE_SIZE) at a time by cursor.
 * Search and status filter run on the server; each filter has its own cache entry and its own cursor.
 */
export const documentListQueryOptions = (filter: ListFilter = {}) => {
  const query = filter.query?.trim() || undefined;
  return procedures.list.infiniteOptions({
    input: (cursor: string | undefined) => ({ cursor, query, status: filter.status }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

/**
 * One document. Silent: the detail page shows its own error view, so the global 'Error: ...' toast
 * would only repeat it. A missing (or someone else's) document will not appear on a retry.
 */
export const documentQueryOptions = (id: string) =>
  procedures.getById.queryOptions({
    input: { id },
    meta: { silent: true },
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

type Create = typeof rpcClient.docs.gewerbeanmeldung.create;
type CreateInput = Parameters<Create>[0];
type CreateOutput = Awaited<ReturnType<Create>>;

/** Files a new Gewerbeanmeldung; the list (every page) is refetched before the mutation settles. */
export function useCreateGewerbeanmeldungMutation(callbacks: MutationCallbacks<CreateOutput, CreateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    procedures.create.mutationOptions({
      ...callbacks,
      onSuccess: async (...args) => {
        await queryClient.invalidateQueries({ queryKey: procedures.list.key() });
        await callbacks.onSuccess?.(...args);
      },
    }),
  );
}

/** After a status change or delete: the list and the document are read again. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: procedures.list.key() }),
      queryClient.invalidateQueries({ queryKey: procedures.getById.key({ input: { id } }) }),
    ]);
  };
}

type VersionInput = { id: string; version: number };
type StatusOutput = Awaited<ReturnType<typeof rpcClient.docs.gewerbeanmeldung.complete>>;

/** Entwurf → Vollständig. */
export function useCompleteMutation(callbacks: MutationCallbacks<StatusOutput, VersionInput> = {}) {
  const refresh = useRefreshDocuments();
  return useMutation(
    procedures.complete.mutationOptions({
      ...callbacks,
      onSuccess: async (data, input, ...rest) => {
        await refresh(input.id);
        await callbacks.onSuccess?.(data, input, ...rest);
      },
    }),
  );
}

/** Vollständig → Entwurf, so it can be edited again. */
export function useReopenMutation(callbacks: MutationCallbacks<StatusOutput, VersionInput> = {}) {
  const refresh = useRefreshDocuments();
  return useMutation(
    procedures.reopen.mutationOptions({
      ...callbacks,
      onSuccess: async (data, input, ...rest) => {
        await refresh(input.id);
        await callbacks.onSuccess?.(data, input, ...rest);
      },
    }),
  );
}

type DeleteOutput = Awaited<ReturnType<typeof rpcClient.docs.gewerbeanmeldung.delete>>;

export function useDeleteMutation(callbacks: MutationCallbacks<DeleteOutput, { id: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    procedures.delete.mutationOptions({
      ...callbacks,
      onSuccess: async (data, input, ...rest) => {
        queryClient.removeQueries({ queryKey: procedures.getById.key({ input: { id: input.id } }) });
        await queryClient.invalidateQueries({ queryKey: procedures.list.key() });
        await callbacks.onSuccess?.(data, input, ...rest);
      },
    }),
  );
}

/** Saves a draft; called by the autosave, which handles its own errors (conflicts above all). */
export const saveDraft = (input: Parameters<typeof rpcClient.docs.gewerbeanmeldung.saveDraft>[0]) =>
  rpcClient.docs.gewerbeanmeldung.saveDraft(input);

/** CONFLICT with reason "version": another tab or device saved meanwhile. */
export function versionConflict(error: unknown): { currentVersion: number } | undefined {
  if (!(error instanceof ORPCError) || error.code !== "CONFLICT") return undefined;
  const data = error.data as { reason?: string; currentVersion?: number } | undefined;
  return data?.reason === "version" && typeof data.currentVersion === "number"
    ? { currentVersion: data.currentVersion }
    : undefined;
}

/** CONFLICT with reason "locked": the document is 'Vollständig' and must be reopened first. */
export function isLocked(error: unknown): boolean {
  return (
    error instanceof ORPCError &&
    error.code === "CONFLICT" &&
    (error.data as { reason?: string } | undefined)?.reason === "locked"
  );
}

/** Places of a five-digit postal code; an unknown code is an empty list. Read once per code. */
export function usePlzLookup(plz: string) {
  return useQuery(
    orpc.plz.lookup.queryOptions({
      input: { plz },
      enabled: /^\d{5}$/.test(plz),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { silent: true },
      retry: false,
    }),
  );
}

/** The server's PDF endpoint (plain HTTP, so the browser downloads it with the session cookie). */
export const pdfUrl = (id: string) => `${serverUrl}/api/docs/gewerbeanmeldung/${encodeURIComponent(id)}/pdf`;
