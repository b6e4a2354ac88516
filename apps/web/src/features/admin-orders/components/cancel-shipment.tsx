// Owns "Cancel shipment": calling off a parcel booked but not yet picked up, after staff confirm (ConfirmDialog).
import { useState, type RefObject } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, succeeded } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelShipment } from '#web/features/admin-orders/api/cancel-shipment.ts';

export type CancelShipmentProps = {
  orderId: string;
  /** Where focus goes once cancelled: this button goes with the booking. */
  focusAfter: RefObject<HTMLElement | null>;
};

export function CancelShipment({ orderId, focusAfter }: CancelShipmentProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelShipment();
  return (
    <>
      <Button variant="outline" className="w-full sm:w-fit" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Cancel shipment
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this shipment?"
        description="The courier will not come for this parcel and its AWB is released. The order can be shipped again."
        // The mutation toasts the answer either way; a refusal keeps the dialog open.
        onConfirm={() => succeeded(cancel.mutateAsync(orderId))}
        pending={cancel.isPending}
        actionLabel="Cancel shipment"
        pendingLabel="Cancelling…"
        cancelLabel="Keep it"
        focusAfterDone={focusAfter}
      />
    </>
  );
}
