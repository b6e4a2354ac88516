// Owns money going back in staff's order details: what can still be refunded with the "Refund" button (when the order
// allows it), and the refunds so far, with "Record transfer" under a Cash on Delivery refund still waiting for its
// reference (one staff asked for, or the one a "Reject and refund" wrote).
import { formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { Button } from '#web/components/ui/button.tsx';
import { OrderRefunds, type Refund } from '#web/entities/order/order-refunds.tsx';
import { RecordTransferForm } from '#web/features/admin-orders/components/record-transfer-form.tsx';

const TRANSFER = 'Bank/UPI transfer';
const awaitsTransfer = (refund: Refund) =>
  refund.status === 'pending' && refund.method === TRANSFER && refund.reference === null;

export function OrderRefundSection({
  order,
  onRefund,
}: {
  order: Order;
  /** Opens the Refund dialog; left out when the order's allowed_actions hold no `refund`. */
  onRefund: (() => void) | undefined;
}) {
  const rest = order.refundable_amount;
  return (
    <>
      {onRefund && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
          <p>
            {order.refunded_amount > 0
              ? `${formatRupees(order.refunded_amount)} refunded so far; ${formatRupees(rest)} can still be refunded.`
              : `${formatRupees(rest)} can be refunded.`}
          </p>
          <Button variant="outline" onClick={onRefund}>
            Refund
          </Button>
        </div>
      )}
      <OrderRefunds
        refunds={order.refunds}
        reader="staff"
        action={(refund) => (awaitsTransfer(refund) ? <RecordTransferForm refundId={refund._id} /> : null)}
      />
    </>
  );
}
