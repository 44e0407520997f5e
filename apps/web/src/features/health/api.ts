import { orpc } from "@/lib/rpc";

/** The API's health, as GET /api/health reports it; checked again every 30 s while the card is shown. */
export const healthQueryOptions = () => orpc.health.queryOptions({ input: {}, refetchInterval: 30_000 });
