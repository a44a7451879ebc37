import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render and during hydration, true after: for what exists only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
