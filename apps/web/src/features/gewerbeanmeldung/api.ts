import type { DocumentKind, DocumentStatus } from "@app/domain";
import { ORPCError } from "@orpc/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverUrl } from "@/lib/env";
import { isNotFound } from "@/lib/errors";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";

const anmeldung = orpc.docs.gewerbeanmeldung;

/**
 * The procedures of a form. The three forms have the same procedures (decision 034); the screens that
 * serve all three read a document's data as the form's values, so one form's client types serve them.
 */
const docs = (kind: DocumentKind) => orpc.docs[kind] as unknown as typeof orpc.docs.gewerbeummeldung;
const client = (kind: DocumentKind) => rpcClient.docs[kind] as unknown as typeof rpcClient.docs.gewerbeummeldung;

/** A document of any form with its completeness and its Gewerbe, as the detail and the wizard read it. */
export type AnyDetail = Awaited<ReturnType<typeof rpcClient.docs.gewerbeummeldung.getById>>;
export type GewerbeHistory = AnyDetail["gewerbe"];

export interface ListFilter {
  query?: string;
  status?: DocumentStatus;
}

/**
 * The caller's Gewerbeanmeldungen, newest first, one server page (DOCUMENTS_PAGE_SIZE) at a time by
 * cursor, each with its Gewerbe (the notices that follow it). Search and status filter run on the
 * server; each filter has its own cache entry and its own cursor.
 */
export const documentListQueryOptions = (filter: ListFilter = {}) => {
  const query = filter.query?.trim() || undefined;
  return anmeldung.list.infiniteOptions({
    input: (cursor: string | undefined) => ({ cursor, query, status: filter.status }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

/**
 * One document of a form. Silent: the detail page shows its own error view, so the global 'Error: ...'
 * toast would only repeat it. A missing (or someone else's) document will not appear on a retry.
 */
export const documentQueryOptions = (kind: DocumentKind, id: string) =>
  docs(kind).getById.queryOptions({
    input: { id },
    meta: { silent: true },
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

/** After any change: every document query is read again (the history of a Gewerbe spans documents). */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.docs.key() });
}

type Create = typeof rpcClient.docs.gewerbeanmeldung.create;
type CreateInput = Parameters<Create>[0];
type CreateOutput = Awaited<ReturnType<Create>>;

/** Files a new Gewerbeanmeldung; the list (every page) is refetched before the mutation settles. */
export function useCreateGewerbeanmeldungMutation(callbacks: MutationCallbacks<CreateOutput, CreateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    anmeldung.create.mutationOptions({
      ...callbacks,
      onSuccess: async (...args) => {
        await queryClient.invalidateQueries({ queryKey: anmeldung.list.key() });
        await callbacks.onSuccess?.(...args);
      },
    }),
  );
}

/** What follows a completed Gewerbeanmeldung: an Ummeldung, an Abmeldung, or a registration elsewhere. */
export type FollowUp = "gewerbeummeldung" | "gewerbeabmeldung" | "verlegung";

/** What starts a notice: its Gewerbeanmeldung, and for an Ummeldung what changes, if already asked. */
type FollowUpInput = Parameters<typeof rpcClient.docs.gewerbeummeldung.create>[0];

/** Starts a notice (or the registration in another district) from a completed Gewerbeanmeldung. */
export function useFollowUpMutation(
  followUp: FollowUp,
  callbacks: MutationCallbacks<{ documentId: string }, FollowUpInput> = {},
) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (input: FollowUpInput) =>
      followUp === "verlegung" ? rpcClient.docs.gewerbeanmeldung.relocate(input) : client(followUp).create(input),
    ...callbacks,
    onSuccess: async (...args) => {
      await refresh();
      await callbacks.onSuccess?.(...args);
    },
  });
}

type VersionInput = { id: string; version: number };
type StatusOutput = Awaited<ReturnType<typeof rpcClient.docs.gewerbeanmeldung.complete>>;

/** Entwurf → Vollständig. */
export function useCompleteMutation(kind: DocumentKind, callbacks: MutationCallbacks<StatusOutput, VersionInput> = {}) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (input: VersionInput) => client(kind).complete(input),
    ...callbacks,
    onSuccess: async (...args) => {
      await refresh();
      await callbacks.onSuccess?.(...args);
    },
  });
}

/** Vollständig → Entwurf, so it can be edited again. */
export function useReopenMutation(kind: DocumentKind, callbacks: MutationCallbacks<StatusOutput, VersionInput> = {}) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (input: VersionInput) => client(kind).reopen(input),
    ...callbacks,
    onSuccess: async (...args) => {
      await refresh();
      await callbacks.onSuccess?.(...args);
    },
  });
}

type DeleteOutput = Awaited<ReturnType<typeof rpcClient.docs.gewerbeanmeldung.delete>>;

export function useDeleteMutation(kind: DocumentKind, callbacks: MutationCallbacks<DeleteOutput, { id: string }> = {}) {
  const queryClient = useQueryClient();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (input: { id: string }) => client(kind).delete(input),
    ...callbacks,
    onSuccess: async (data, input, ...rest) => {
      queryClient.removeQueries({ queryKey: docs(kind).getById.key({ input: { id: input.id } }) });
      await refresh();
      await callbacks.onSuccess?.(data, input, ...rest);
    },
  });
}

/** Saves a draft; called by the autosave, which handles its own errors (conflicts above all). */
export const saveDraft = (kind: DocumentKind, input: { id: string; version: number; document: unknown }) =>
  client(kind).saveDraft(input as never);

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
  return conflictReason(error) === "locked";
}

/** The reason of a CONFLICT ("exists", "abgemeldet", "has_notices", …), and the document it names. */
export function conflictReason(error: unknown): string | undefined {
  return error instanceof ORPCError && error.code === "CONFLICT"
    ? (error.data as { reason?: string } | undefined)?.reason
    : undefined;
}
export function conflictDocument(error: unknown): string | undefined {
  return error instanceof ORPCError ? (error.data as { documentId?: string } | undefined)?.documentId : undefined;
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
export const pdfUrl = (kind: DocumentKind, id: string) => `${serverUrl}/api/docs/${kind}/${encodeURIComponent(id)}/pdf`;
