// Owns "Cancel shipment": calling off a parcel booked but not yet picked up, after staff confirm.
import { useState, type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCancelShipment } from '#web/features/admin-orders/api/cancel-shipment.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CancelShipmentProps = {
  orderId: string;
  /** Where focus goes once cancelled: this button goes with the booking. */
  focusAfter: RefObject<HTMLElement | null>;
};

export function CancelShipment({ orderId, focusAfter }: CancelShipmentProps) {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus({ fallback: focusAfter });
  const cancel = useCancelShipment();
  async function confirm() {
    if (cancel.isPending) return;
    const done = await cancel.mutateAsync(orderId).then(
      () => true,
      () => false,
    );
    if (done) setOpen(false);
  }
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          Cancel shipment
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent {...returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this shipment?</AlertDialogTitle>
          <AlertDialogDescription>
            The courier will not come for this parcel and its AWB is released. The order can be shipped again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <Button variant="destructive" aria-busy={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel shipment'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
