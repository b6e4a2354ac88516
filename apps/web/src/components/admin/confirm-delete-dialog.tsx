// Owns asking staff to confirm a deletion (an alert dialog naming what goes) before anything is deleted: the shared
// ConfirmDialog with a deletion's words.
import type { RefObject } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

export type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Deletes; resolves true when it worked (the dialog then closes), false to stay open. */
  onConfirm: () => Promise<boolean>;
  pending: boolean;
  /**
   * Where focus goes after a deletion: the button that opened the dialog went with the deleted thing. After Cancel,
   * focus returns to that button.
   */
  focusAfterDelete: RefObject<HTMLElement | null>;
  /** The confirming button's words, and while it works: "Remove" and "Removing…" for a member of staff. */
  actionLabel?: string;
  pendingLabel?: string;
};

export function ConfirmDeleteDialog({
  focusAfterDelete,
  actionLabel = 'Delete',
  pendingLabel = 'Deleting…',
  ...props
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog {...props} actionLabel={actionLabel} pendingLabel={pendingLabel} focusAfterDone={focusAfterDelete} />
  );
}
