import { queryOptions } from "@tanstack/react-query";

/**
 * The API's health, as GET /api/health reports it, through the RPC health procedure; checked again
 * every 30 s while the card is shown. The RPC client loads inside the query, not with the home page:
 * the first render does not wait for it (decision 022).
 */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ["health"],
    queryFn: async () => {
      const { rpcClient } = await import("@/lib/rpc");
      return rpcClient.health();
    },
    refetchInterval: 30_000,
  });
