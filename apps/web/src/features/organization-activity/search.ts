import type { OrgActivityKind } from "@app/domain";

/** The log's filters as the address carries them (the organization is the route's parameter). */
export interface ActivitySearch {
  actorUserId?: string;
  kind?: OrgActivityKind;
  from?: string;
  to?: string;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const day = (value: unknown) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * Reads the filters from the address. Kept free of the domain's schemas (decision 022): an unknown
 * kind is checked by the server, whose 400 the log shows.
 */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  return {
    actorUserId: text(search.actorUserId),
    kind: text(search.kind) as OrgActivityKind | undefined,
    from: day(search.from),
    to: day(search.to),
  };
}
