import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isNotFound } from "@/lib/errors";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, type rpcClient } from "@/lib/rpc";

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
