import { contract } from "@app/contract";
import { implement } from "@orpc/server";
import { checkHealth } from "../health/health";
import type { RpcContext } from "./context";

const os = implement(contract).$context<RpcContext>();

export const router = os.router({
  health: os.health.handler(({ context }) => checkHealth(context.health)),
});
