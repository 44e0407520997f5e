import { ORPCError } from "@orpc/client";
import { orpc } from "@/lib/rpc";

/** Public: what an invitation link leads to; the accept page shows its own states, not the error toast. */
export const invitationPreviewQueryOptions = (id: string) =>
  orpc.invitations.preview.queryOptions({
    input: { id },
    meta: { silent: true },
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function isNotFound(error: unknown): boolean {
  return error instanceof ORPCError && error.code === "NOT_FOUND";
}
