// Owns asking before a Cash on Delivery order that waits for its confirmation is cancelled instead: nothing was paid,
// and its items go back on sale (the shared ConfirmDialog with those words).
import type { RefObject } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

export type CancelCodOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancels the order; resolves whether it was (the caller has said why not). */
  onCancel: () => Promise<boolean>;
  pending: boolean;
  /** Where focus goes once the order is cancelled: the button that opened this is gone. */
  focusAfterCancel?: RefObject<HTMLElement | null> | undefined;
};

export function CancelCodOrderDialog({ onCancel, focusAfterCancel, ...props }: CancelCodOrderDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Cancel this order?"
      description="Its items go back on sale. You have not paid yet (Cash on Delivery), so there is nothing to refund. This cannot be undone."
      onConfirm={onCancel}
      actionLabel="Cancel order"
      pendingLabel="Cancelling…"
      cancelLabel="Keep the order"
      focusAfterDone={focusAfterCancel}
      closeWhenRefused
    />
  );
}
