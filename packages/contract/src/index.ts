import { healthStatusSchema } from "@app/domain";
import { oc } from "@orpc/contract";

/**
 * The typed RPC contract served at /rpc. It lives in its own package so the web app can type its
 * client from it without importing server code.
 */
export const contract = {
  health: oc.output(healthStatusSchema),
};

export type Contract = typeof contract;
