import { m } from "@app/i18n/messages";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

/** Any failed query shows 'Error: {message}' with a 'retry' action that refetches everything (docs/product.md#global-behaviour). */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toast.error(m.common_error({ message: error.message }), {
          id: `query-error:${error.message}`,
          action: { label: m.ui_retry(), onClick: () => queryClient.invalidateQueries() },
        });
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  });
  return queryClient;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}
