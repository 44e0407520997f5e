import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { downloadFile } from "@/lib/download";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { orpc, rpcClient } from "@/lib/rpc";
import { sessionQueryKey } from "@/lib/session";

/** 'Download my data' (GDPR Art. 20): the server's export, saved as a JSON file. */
export function useExportDataMutation(callbacks: MutationCallbacks<void, void>) {
  return useMutation({
    ...callbacks,
    mutationFn: async () => {
      const data = await rpcClient.account.exportData({});
      const day = new Date().toISOString().slice(0, 10);
      downloadFile(`account-data-${day}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json");
    },
  });
}

/** What deleting the account does to the user's organizations; loaded when the dialog opens. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({ ...orpc.account.deletionPreview.queryOptions({ input: {} }), enabled, staleTime: 0 });
}

/**
 * Deletes the account (the password, or a recent sign-in for an account without one). Nothing of the
 * user stays cached afterwards.
 */
export function useDeleteAccountMutation(callbacks: MutationCallbacks<void, { password?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ password }: { password?: string }) => {
      await authClient.deleteUser(password ? { password } : {});
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
