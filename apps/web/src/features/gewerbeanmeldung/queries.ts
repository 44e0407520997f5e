import { ORPCError } from "@orpc/client";
import type { QueryClient } from "@tanstack/react-query";
import { orpc } from "@/lib/rpc";

const procedures = orpc.docs.gewerbeanmeldung;

/** The caller's documents, newest first, one server page (DOCUMENTS_PAGE_SIZE) at a time by cursor. */
export const documentListQueryOptions = () =>
  procedures.list.infiniteOptions({
    input: (cursor: string | undefined) => ({ cursor }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

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

/** After a create: the list (every page) is out of date. */
export function invalidateDocumentList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: procedures.list.key() });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ORPCError && error.code === "NOT_FOUND";
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The server's per-field messages on BAD_REQUEST (`data.issues`), if the answer carries any. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ORPCError) || error.code !== "BAD_REQUEST") return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue => typeof issue?.path === "string" && typeof issue?.message === "string",
  );
}
