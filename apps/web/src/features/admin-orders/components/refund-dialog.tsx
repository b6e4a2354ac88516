// Owns staff's "Refund" dialog: how much (the rest unless told), why, and for Cash on Delivery the transfer's
// reference; sent once per opening whatever is clicked (its Idempotency-Key is made when the dialog opens).
import { formatRupees, rupeesToPaise } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { refundBody, type RefundBody } from '@shop/contract/refunds';
import type { RefObject } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paymentMethodLabel } from '#web/components/order-status-badge.tsx';
import { useRefundOrder } from '#web/features/admin-orders/api/refund-order.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type RefundDialogProps = {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Made once per opening: every send from this opening is the same refund to the server. */
  idempotencyKey: string;
  /** The reason filled in ("Order rejected" when staff reject and refund). */
  reason: string;
  /** Where focus goes on close when what opened the dialog is gone (a "Refund … now" the refund took away). */
  focusAfter: RefObject<HTMLElement | null>;
};

type RefundFormValues = { amount: string; reason: string; reference: string };

const isCashOnDelivery = (order: Order) => order.payment_method === 'COD';

/** The contract's schema checks the body (its words are the server's), then the amount against what is left. */
function refundResolver(order: Order): Resolver<RefundFormValues, unknown, RefundBody> {
  const rest = order.refundable_amount;
  return (values) => {
    const body: RefundBody = {
      amount: values.amount.trim() === '' ? 0 : Number(values.amount),
      reason: values.reason,
      ...(isCashOnDelivery(order) ? { reference: values.reference } : {}),
    };
    const parsed = refundBody.safeParse(body);
    const errors: FieldErrors<RefundFormValues> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'amount' || field === 'reason' || field === 'reference') {
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    if (!errors.amount && rupeesToPaise(body.amount!) > rupeesToPaise(rest)) {
      errors.amount = { type: 'max', message: `At most ${formatRupees(rest)} can be refunded` };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: parsed.data as RefundBody, errors: {} };
  };
}

export function RefundDialog({ order, open, onOpenChange, idempotencyKey, reason, focusAfter }: RefundDialogProps) {
  const returnFocus = useReturnFocus({ fallback: focusAfter });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Refund</DialogTitle>
          <DialogDescription>
            {isCashOnDelivery(order)
              ? 'A Cash on Delivery order is refunded by bank or UPI transfer: make the transfer, then record it here.'
              : `The money goes back through ${paymentMethodLabel(order.payment_method)}, to the way the shopper paid.`}{' '}
            Up to {formatRupees(order.refundable_amount)} is left to refund.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <RefundForm
            key={idempotencyKey}
            order={order}
            idempotencyKey={idempotencyKey}
            reason={reason}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  order,
  idempotencyKey,
  reason,
  onDone,
}: {
  order: Order;
  idempotencyKey: string;
  reason: string;
  onDone: () => void;
}) {
  const refund = useRefundOrder();
  const form = useForm<RefundFormValues, unknown, RefundBody>({
    resolver: refundResolver(order),
    defaultValues: { amount: order.refundable_amount.toFixed(2), reason, reference: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(async (body) => {
        if (refund.isPending) return;
        // The mutation toasts the answer either way; after a refusal the dialog stays, with the same key.
        const done = await refund.mutateAsync({ orderId: order._id, body, idempotencyKey }).then(
          () => true,
          () => false,
        );
        if (done) onDone();
      })}
    >
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint="The rest of what was paid; lower it for a partial refund."
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        maxLength={200}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {isCashOnDelivery(order) && (
        <TextField
          label="Transfer reference (bank/UPI)"
          autoComplete="off"
          maxLength={60}
          hint="The UTR or UPI reference of the transfer you made to the shopper."
          error={errors.reference?.message}
          {...form.register('reference')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={refund.isPending}>
            Cancel
          </Button>
        </DialogClose>
        {/* Disabled while sending: a second click must not even reach the server (the key would catch it if it did). */}
        <Button type="submit" disabled={refund.isPending} aria-busy={refund.isPending}>
          {refund.isPending ? 'Refunding…' : 'Refund'}
        </Button>
      </DialogFooter>
    </form>
  );
}
