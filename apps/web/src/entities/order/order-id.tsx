// Owns how an order is named on a details screen: its short number, what people read out, over its long id.
import type { Order } from '@shop/contract/orders';

/** "TT-1042", and under it the long id (small, for copying into a support thread or a payment provider's search). */
export function OrderIdWithNumber({ order }: { order: Pick<Order, '_id' | 'order_number'> }) {
  return (
    <span className="grid gap-0.5">
      <span>{order.order_number}</span>
      <span className="font-mono text-xs font-normal text-muted-foreground">{order._id}</span>
    </span>
  );
}
