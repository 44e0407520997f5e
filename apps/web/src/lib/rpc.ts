import type { Contract } from "@app/contract";
import { createORPCClient } from "@orpc/client";
import { RPCLink } from "@orpc/client/fetch";
import type { ContractRouterClient } from "@orpc/contract";
import { createTanstackQueryUtils } from "@orpc/tanstack-query";
import { serverUrl } from "./env";

const link = new RPCLink({
  url: `${serverUrl}/rpc`,
  fetch: (request, init) => globalThis.fetch(request, { ...init, credentials: "include" }),
});

export const rpcClient: ContractRouterClient<Contract> = createORPCClient(link);
export const orpc = createTanstackQueryUtils(rpcClient);
