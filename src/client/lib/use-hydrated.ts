import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * false while the server renders and while the client hydrates that HTML, true right after (and
 * at once for a page the client renders itself). What only the browser knows (its time zone, what
 * it can share) waits for true, so hydration sees exactly what the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
