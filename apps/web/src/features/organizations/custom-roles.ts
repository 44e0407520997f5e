import type { CustomRoles } from "@app/access";
import { useQuery } from "@tanstack/react-query";
import { orpc } from "@/lib/rpc";

const none: CustomRoles = {};

/**
 * The statements of the organization's own roles the caller holds (decision 042), as the server
 * checks them: passed to `roleGrants` beside the role field, so a custom role opens exactly the
 * controls its statements allow. None while loading, so nothing shows that the role may not use.
 */
export function useCustomRoles(organizationId: string): CustomRoles {
  const mine = useQuery(orpc.roles.mine.queryOptions({ input: { organizationId } }));
  return (mine.data?.customRoles as CustomRoles | undefined) ?? none;
}
