// Owns the shop's notifications: a `toast()` anyone can call, and the one Radix Toast that shows it (toast-view.tsx).
import { Suspense } from 'react';
import { useToast } from '#web/components/ui/toast-store.ts';
import { lazyComponent } from '#web/lib/lazy-component.tsx';

export {
  dismissToast,
  toast,
  useToast,
  type ToastOptions,
  type ToastState,
  type ToastVariant,
} from '#web/components/ui/toast-store.ts';

const ToastView = lazyComponent(() => import('#web/components/ui/toast-view.tsx'), 'ToastView');

/**
 * Mount once, near the root. Radix Toast's code loads with the first toast, so a visit that raises none never
 * downloads it; from then on the view stays mounted. Swipe right or press Escape to dismiss (an Escape pressed in a
 * modal closes the modal instead, dialog-escape.tsx); F8 jumps to it.
 */
export function Toaster() {
  const { current: showing } = useToast();
  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <ToastView showing={showing} />
    </Suspense>
  );
}
