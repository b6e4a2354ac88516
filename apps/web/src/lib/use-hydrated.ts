// Owns telling apart the first render in the browser (hydrating what the server sent) from the renders after it.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true from then on. A component that renders differently once in the
 * browser (say, in batches) must render as the server did until this is true, or hydration fails.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
