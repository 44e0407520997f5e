import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";

/** A form resolver whose code is loaded after the page has shown, and awaited if the form is sent first. */
export interface LazyResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** Starts loading the code, once. */
  preload: () => void;
}

/**
 * For the forms of the first pages a person opens (sign-in, sign-up): their schemas pull zod's schema
 * code, about a tenth of the page's JavaScript, which the first render does not need: nothing is
 * validated before the form is sent. `load` imports a module holding the ready resolver; react-hook-form
 * awaits a resolver, so a form sent before the code has arrived is validated once it has, never skipped.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): LazyResolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  const preload = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    preload: () => void preload(),
    resolver: async (values, context, options) => (await preload())(values, context, options),
  };
}

/**
 * Loads a lazy resolver's code when the browser is next idle after the form has shown, so a person who
 * sends the form finds it there; where a browser has no idle callback, after the current task.
 */
export function usePreloadedResolver(lazy: Pick<LazyResolver<FieldValues>, "preload">) {
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(lazy.preload);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(lazy.preload);
    return () => clearTimeout(id);
  }, [lazy]);
}
