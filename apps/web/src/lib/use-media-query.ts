// Owns reading a CSS media query from components, kept current as the window changes.
import { useSyncExternalStore } from 'react';

/** True while `query` (e.g. '(min-width: 1024px)') matches; false where there is no window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
