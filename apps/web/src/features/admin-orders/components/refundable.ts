// Owns what staff may still refund on an order: only paid money, less what went back and what is on its way back.
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';

/** Paid, and not all of it refunded yet. */
export const isRefundable = (order: Order) =>
  order.payment_status === 'paid' || order.payment_status === 'partially_refunded';

/**
 * Rupees left to refund: the total less processed refunds (refunded_amount) and pending ones, as the server counts it.
 * 0 for an order that is not refundable.
 */
export function refundableRest(order: Order): number {
  if (!isRefundable(order)) return 0;
  const pending = order.refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + rupeesToPaise(refund.amount), 0);
  const rest = rupeesToPaise(order.total_amount) - rupeesToPaise(order.refunded_amount) - pending;
  return paiseToRupees(Math.max(0, rest));
}
