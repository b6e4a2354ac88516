// Owns what cancelling an order says happens to the shopper's money: the dialog's words and the no-JavaScript form's.
import { formatRupees } from '@shop/contract/money';
import { paymentMethodLabel } from '#web/components/order-status-badge.tsx';
import type { Order } from '#web/entities/order/order-api.ts';

/** What goes back: what the server says is still refundable; nothing for unpaid COD or a payment never made. */
export function moneyWords(order: Order): string {
  if (order.refundable_amount > 0) {
    return `The full ${formatRupees(order.refundable_amount)} is refunded to the way you paid (${paymentMethodLabel(order.payment_method)}) within 5 days.`;
  }
  if (order.payment_status === 'paid' || order.payment_status === 'partially_refunded') {
    return 'What you paid is already being refunded.';
  }
  if (order.payment_method === 'COD') return 'You have not paid yet (Cash on Delivery), so there is nothing to refund.';
  return 'Nothing was paid for it, so there is nothing to refund.';
}
