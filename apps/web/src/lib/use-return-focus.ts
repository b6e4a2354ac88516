// Owns giving focus back to whatever opened a dialog or sheet that has no Radix trigger (it is opened from state).
import { useRef, type RefObject } from 'react';

/**
 * Radix returns focus to its own Trigger; our sheets and dialogs are opened by buttons on cards or in other dialogs, so
 * without this focus would fall to the page. Spread the handlers onto the dialog's content. `fallback` takes focus
 * when the opener is gone (its card was deleted) or when `preferFallback()` says so.
 */
export function useReturnFocus({
  fallback,
  preferFallback,
}: { fallback?: RefObject<HTMLElement | null>; preferFallback?: () => boolean } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before Radix moves focus into the dialog, so the active element is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const useOpener = opener.current?.isConnected && !preferFallback?.();
      (useOpener ? opener.current : fallback?.current)?.focus();
    },
  };
}
