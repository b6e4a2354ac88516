// Owns where the shopper's browser lands back from PhonePe's page: it depends on what PhonePe's status API says (asked
// and settled by the flows), never on the return link, which carries only our order id.
import type { PayableOrder, Settled } from '../payment-outcomes.ts';

/**
 * The landing for the order's owner: `settled` is what PhonePe's word on the order's open attempt came to, when one was
 * open (a replayed return link finds none and asks nothing).
 */
export function phonePeLanding(order: PayableOrder, settled: Settled | undefined): 'paid' | 'pending' | 'failed' {
  if (settled) {
    // A second payment for an order paid meanwhile lands on the order page too, which says it will be refunded.
    if (settled === 'confirmed' || settled === 'already-paid' || settled === 'duplicate') return 'paid';
    if (settled === 'pending') return 'pending';
    return 'failed';
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'pending') return order.paymentStatus;
  return 'failed';
}
