// Owns asking staff to confirm a deletion (an alert dialog naming what goes) before anything is deleted.
import { useRef, type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

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
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
  focusAfterDelete,
  actionLabel = 'Delete',
  pendingLabel = 'Deleting…',
}: ConfirmDeleteDialogProps) {
  const deleted = useRef(false);
  const returnFocus = useReturnFocus({ fallback: focusAfterDelete, preferFallback: () => deleted.current });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // No closing halfway through a deletion: the answer decides.
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={() => {
          deleted.current = false;
          returnFocus.onOpenAutoFocus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending}
            onClick={async (event) => {
              event.preventDefault();
              if (await onConfirm()) {
                deleted.current = true;
                onOpenChange(false);
              }
            }}
          >
            {pending ? pendingLabel : actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
