import { useEffect, useRef } from "react";

/**
 * Calls `callback` once calls have paused for `delay` ms. `flush` runs a pending call now, `cancel`
 * drops it. A pending call is dropped when the component unmounts.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | undefined>(undefined);
  const latest = useRef(callback);
  latest.current = callback;

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    pending.current = undefined;
  };
  const flush = () => {
    const call = pending.current;
    cancel();
    if (call) latest.current(call.value);
  };
  const schedule = (value: T) => {
    cancel();
    pending.current = { value };
    timer.current = setTimeout(flush, delay);
  };
  return { schedule, flush, cancel };
}
