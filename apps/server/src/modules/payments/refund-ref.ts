// Owns which of a provider's payments a refund is asked against, for the orders side as it writes the refund: the
// attempt that took the payment (the payments table is this module's), named by its provider's `refundRef` rule.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { payments } from '../../platform/db/schema.ts';
import { phonePeRefundRef } from './phonepe/phonepe-provider.ts';
import { type PaymentProvider, type ProviderName, refundByPaymentId } from './provider.ts';

/** Each adapter's `refundRef`, without its client: the rule needs no call to the provider. */
const REFUND_REFS: Record<ProviderName, PaymentProvider['refundRef']> = {
  razorpay: refundByPaymentId,
  phonepe: phonePeRefundRef,
  paypal: refundByPaymentId,
};

/**
 * The id a refund of `paymentId` (the order's payment, or a second one kept on it) is asked against, in the caller's
 * transaction; undefined when the payment is not on record well enough to be refunded through its provider.
 */
export async function refundRef(
  tx: Db | Tx,
  payment: { orderId: string; provider: ProviderName; paymentId: string | null },
): Promise<string | undefined> {
  if (!payment.paymentId) return undefined;
  const [attempt] = await tx
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, payment.orderId),
        eq(payments.provider, payment.provider),
        eq(payments.providerPaymentId, payment.paymentId),
      ),
    );
  return REFUND_REFS[payment.provider]({
    providerPaymentId: payment.paymentId,
    providerOrderId: attempt?.providerOrderId,
  });
}
