// Owns the note about a second payment for an order that was already paid: what arrived, and refunding it whole
// through the provider that took it (one Idempotency-Key per notice, so a double click asks once).
import { formatDate, formatRupees } from '@shop/contract/money';
import type { DuplicatePaymentInfo } from '@shop/contract/orders';
import { useState } from 'react';
import { RefundDueBadge } from '#web/components/order-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useRefundOrder } from '#web/features/admin-orders/api/refund-order.ts';

const REFUND_WORDS = {
  pending: 'Its refund is under way.',
  processed: 'It has been refunded.',
  failed: 'Its refund failed; you can ask again.',
} as const;

export function SecondPaymentNotice({ orderId, payment }: { orderId: string; payment: DuplicatePaymentInfo }) {
  const refund = useRefundOrder();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const canRefund = payment.refund_status === null || payment.refund_status === 'failed';
  return (
    <div
      role="note"
      className="grid justify-items-start gap-2 rounded-md border border-destructive bg-destructive/5 p-3"
    >
      {payment.refund_status !== 'processed' && <RefundDueBadge />}
      <p>
        A second payment of {formatRupees(payment.amount)} arrived on {formatDate(payment.received_at)}, after the order
        was already paid. The order stands; this payment goes back to the shopper through {payment.payment_method}{' '}
        (payment ID <span className="font-mono text-xs break-all">{payment.payment_id}</span>).
        {payment.refund_status && <> {REFUND_WORDS[payment.refund_status]}</>}
      </p>
      {canRefund && (
        <Button
          variant="destructive"
          className="w-full sm:w-fit"
          disabled={refund.isPending}
          aria-busy={refund.isPending}
          onClick={() =>
            refund.mutate(
              {
                orderId,
                body: { payment_id: payment.payment_id, reason: 'Second payment for an order already paid' },
                idempotencyKey,
              },
              // A refused ask may be asked again, as a new request.
              { onError: () => setIdempotencyKey(crypto.randomUUID()) },
            )
          }
        >
          {refund.isPending ? 'Refunding…' : `Refund this payment (${formatRupees(payment.amount)})`}
        </Button>
      )}
    </div>
  );
}
