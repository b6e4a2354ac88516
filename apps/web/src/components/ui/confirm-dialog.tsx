// Owns asking before something that cannot be undone (a deletion, a cancellation): an alert dialog saying what
// happens, the confirming button busy while the work runs, and focus put back where it belongs afterwards.
import { useRef, type ReactNode, type RefObject } from 'react';
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

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Does the work; resolves true when it was done (the caller has shown why not otherwise). */
  onConfirm: () => Promise<boolean> | boolean;
  pending: boolean;
  /** The confirming button's words, and while it works: "Delete" and "Deleting…". */
  actionLabel: string;
  pendingLabel: string;
  /** The button that leaves things as they are. */
  cancelLabel?: string;
  /**
   * Where focus goes once the work was done: the button that opened the dialog may have gone with what it named.
   * Otherwise (Cancel, or a refusal) focus returns to that button.
   */
  focusAfterDone?: RefObject<HTMLElement | null> | undefined;
  /** A refusal closes the dialog too (a cancellation the shop refused); else it stays open for another try. */
  closeWhenRefused?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
  actionLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  focusAfterDone,
  closeWhenRefused = false,
}: ConfirmDialogProps) {
  const done = useRef(false);
  const returnFocus = useReturnFocus({ fallback: focusAfterDone, preferFallback: () => done.current });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // No closing halfway through: the answer decides.
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={() => {
          done.current = false;
          returnFocus.onOpenAutoFocus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending}
            onClick={async (event) => {
              event.preventDefault();
              done.current = await onConfirm();
              if (done.current || closeWhenRefused) onOpenChange(false);
            }}
          >
            {pending ? pendingLabel : actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A confirmation's work as `onConfirm` takes it: true once it succeeded, false if it failed (and said why). */
export const succeeded = (work: Promise<unknown>): Promise<boolean> =>
  work.then(
    () => true,
    () => false,
  );
