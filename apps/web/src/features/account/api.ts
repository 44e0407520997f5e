import type { ProfileInput } from "@app/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient, type SessionData } from "@/lib/auth-client";
import type { MutationCallbacks } from "@/lib/mutation-callbacks";
import { sessionQueryKey } from "@/lib/session";

/**
 * The update-user body for the profile form. An empty avatar field means "no avatar": better-auth skips
 * fields that are undefined, so only null removes an avatar that is already stored.
 */
export function profileUpdate({ name, image }: ProfileInput): { name: string; image: string | null } {
  return { name, image: image ? image : null };
}

/** Saves the profile and shows it at once in every menu that reads the session. */
export function useUpdateProfileMutation(callbacks: MutationCallbacks<void, ProfileInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (values: ProfileInput) => {
      const update = profileUpdate(values);
      await authClient.updateUser(update);
      // better-auth's session signal refetches the session too; writing it here spares the menus that round trip.
      queryClient.setQueryData<SessionData | null>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, ...update } } : session,
      );
    },
  });
}
