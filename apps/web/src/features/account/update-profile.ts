import type { ProfileInput } from "@app/domain";
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "@/features/auth/session";
import { authClient, type SessionData } from "@/lib/auth-client";

/**
 * The update-user body for the profile form. An empty avatar field means "no avatar": better-auth skips
 * fields that are undefined, so only null removes an avatar that is already stored.
 */
export function profileUpdate({ name, image }: ProfileInput): { name: string; image: string | null } {
  return { name, image: image ? image : null };
}

/** Saves the profile and shows it at once in every menu that reads the session. */
export async function updateProfile(queryClient: QueryClient, values: ProfileInput) {
  const update = profileUpdate(values);
  const { error } = await authClient.updateUser(update);
  if (error) throw new Error(error.message || error.statusText || "Could not update the profile");
  // better-auth's session signal refetches the session too; writing it here spares the menus that round trip.
  queryClient.setQueryData<SessionData | null>(sessionQueryKey, (session) =>
    session ? { ...session, user: { ...session.user, ...update } } : session,
  );
}
