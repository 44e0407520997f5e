import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";

/**
 * A mutation that refreshes what it changed before it settles, succeeded or not: the screen shows
 * what the server holds now by the time the caller's onSettled runs and the button stops being busy.
 */
export function useRefreshingMutation<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: call,
    onSettled: async (...args) => {
      await refresh(queryClient);
      await callbacks.onSettled?.(...args);
    },
  });
}
