/**
 * better-auth's client raises its session signal after sign-in, sign-up, sign-out, update-user,
 * delete-user, verify-email and set-active (SPEC §4). The client loads lazily (decision 022), so it
 * forwards the signal here when it loads (auth-client.ts) and the session query listens here
 * (session.ts), whichever comes first.
 */
const listeners = new Set<() => void>();

export function onSessionSignal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function raiseSessionSignal(): void {
  for (const listener of listeners) listener();
}
