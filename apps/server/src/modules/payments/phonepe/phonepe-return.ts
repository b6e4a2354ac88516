// Owns the shopper's browser coming back from PhonePe's page: where it lands depends on what PhonePe's status API says,
// never on the return link, which carries only our order id.
import type { SessionUserRow } from '../../../platform/sessions.ts';
import { askAndSettle, type PaymentDeps } from '../settle-attempt.ts';

/**
 * Only the order's owner learns how it stands, and PhonePe is asked only while its payment for the order is still
 * open: a replayed return link costs nothing and tells nothing.
 */
export async function returnFromPhonePe(
  deps: PaymentDeps,
  user: SessionUserRow | null,
  orderId: string,
): Promise<'not-yours' | 'paid' | 'pending' | 'failed'> {
  const order = await deps.desk.find(orderId);
  if (!user || !order || order.userId !== user.id) return 'not-yours';
  const open = await deps.records.openAttempt(orderId, 'phonepe');
  if (open) {
    const settled = await askAndSettle(deps, open, 'phonepe');
    // A second payment for an order paid meanwhile lands on the order page too, which says it will be refunded.
    if (settled === 'confirmed' || settled === 'already-paid' || settled === 'duplicate') return 'paid';
    if (settled === 'pending') return 'pending';
    return 'failed';
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'pending') return order.paymentStatus;
  return 'failed';
}
