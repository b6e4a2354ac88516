// Owns Escape pressed inside a modal (dialog, drawer, confirmation) while a toast shows: the modal closes, the toast stays.
import { createContext, useCallback, useContext, useEffect, useId, type ReactNode } from 'react';

/*
 * Radix hands Escape to the newest dismissable layer, and a toast raised while a modal is open is newer than the modal:
 * the first Escape would close a toast the person never focused and leave them in the modal. So the toast passes an
 * Escape pressed inside a modal on to that modal (toast-view.tsx), which handles it as Radix would have.
 */
type EscapeHandler = (event: KeyboardEvent) => void;

const modalAttribute = 'data-modal-escape';
const handlers = new Map<string, EscapeHandler>();
const CloseModal = createContext<(() => void) | null>(null);

/** Wrap a modal's Radix Root: closing it on a passed-on Escape means calling its onOpenChange(false). */
export function ModalEscapeScope({
  onOpenChange,
  children,
}: {
  onOpenChange: ((open: boolean) => void) | undefined;
  children: ReactNode;
}) {
  const close = useCallback(() => onOpenChange?.(false), [onOpenChange]);
  return <CloseModal.Provider value={onOpenChange ? close : null}>{children}</CloseModal.Provider>;
}

/**
 * Props for a modal's content: a passed-on Escape first goes to the content's onEscapeKeyDown, which may keep the
 * modal open with preventDefault, as with an Escape from Radix.
 */
export function useModalEscape(onEscapeKeyDown: EscapeHandler | undefined): { [modalAttribute]: string } {
  const close = useContext(CloseModal);
  const id = useId();
  useEffect(() => {
    if (!close) return;
    handlers.set(id, (event) => {
      onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) close();
    });
    return () => void handlers.delete(id);
  }, [id, close, onEscapeKeyDown]);
  return { [modalAttribute]: id };
}

/**
 * For the toast: an Escape pressed inside a modal, or on nothing in particular while one is open (a button that
 * turned disabled under the pointer drops focus to the page), goes to that modal, the newest if several are open;
 * this returns true and the toast stays. Otherwise false, and the toast closes as Radix intends.
 */
export function passEscapeToModal(event: KeyboardEvent): boolean {
  const selector = `[${modalAttribute}]`;
  const target = event.target instanceof Element ? event.target : null;
  const focusOnPage = !target || target === document.body;
  const modal = focusOnPage ? [...document.querySelectorAll(selector)].at(-1) : target.closest(selector);
  const handle = handlers.get(modal?.getAttribute(modalAttribute) ?? '');
  if (!handle) return false;
  handle(event);
  return true;
}
