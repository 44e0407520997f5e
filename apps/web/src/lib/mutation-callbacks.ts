import type { MutationOptions } from "@tanstack/react-query";

/**
 * What a feature's `useXMutation` hook lets its caller add: reactions to the outcome (a toast, navigation).
 * They run before `isPending` turns false, so a button stays busy until they are done, and they run even if
 * the calling component unmounts meanwhile (unlike callbacks passed to `mutate`).
 */
export type MutationCallbacks<TData = unknown, TVariables = void> = Pick<
  MutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError" | "onSettled"
>;
