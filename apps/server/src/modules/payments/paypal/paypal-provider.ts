// Owns the redirect provider (PayPal's Orders and Payments v2) behind the shop's PaymentProvider: an order the shopper
// approves on its page, captured by us, read back, and its captures refunded. It sends no webhooks the shop listens to.
import { rupeesToPaise } from '@shop/contract/money';
import {
  type PaymentHeard,
  type PaymentProvider,
  refundByPaymentId,
  refundedPayment,
  type RefundHeard,
} from '../provider.ts';
import type { PayPalApi, PayPalRefund } from './paypal-api.ts';

const REFUND_STATES = { PENDING: 'pending', COMPLETED: 'processed', FAILED: 'failed', CANCELLED: 'failed' } as const;

export function payPalProvider(api: PayPalApi): PaymentProvider {
  return {
    name: 'paypal',
    method: 'PayPal',

    async start(order, shopUrl) {
      const { payPalOrderId, approvalUrl } = await api.createOrder({
        referenceId: order.id,
        amountPaise: order.totalPaise,
        returnUrl: `${shopUrl}/shop/paypal-return`,
        cancelUrl: `${shopUrl}/shop/checkout?payment=cancelled&orderId=${order.id}`,
        ...(order.shopName ? { brandName: order.shopName } : {}),
      });
      return {
        providerOrderId: payPalOrderId,
        amountPaise: order.totalPaise,
        next: { kind: 'redirect', url: approvalUrl },
      };
    },

    /** Read, never captured: a completed order's capture is paid; an approved one waits for us to capture it. */
    async status({ providerOrderId }): Promise<PaymentHeard> {
      const order = await api.getOrder(providerOrderId);
      const capture = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
      if (order.status === 'COMPLETED' && capture && capture.amount.currency_code === 'INR') {
        return { state: 'paid', paymentId: capture.id, amountPaise: rupeesToPaise(Number(capture.amount.value)) };
      }
      return order.status === 'APPROVED' ? { state: 'approved' } : { state: 'pending' };
    },

    /** Capturing is idempotent by request id: a capture asked again answers the first one. */
    async capture({ providerOrderId }) {
      const captured = await api.capture(providerOrderId);
      if (!captured) return { state: 'pending' };
      return { state: 'paid', paymentId: captured.captureId, amountPaise: captured.amountPaise };
    },

    async refund(refund) {
      const made = await api.refundCapture(refundedPayment(refund), {
        amountPaise: refund.amountPaise,
        requestId: refund.id,
        noteToPayer: refund.reason,
      });
      return refundHeardOf(made);
    },

    refundRef: refundByPaymentId,

    async refundStatus(refund) {
      if (!refund.providerRefundId) throw new Error('PayPal finds a refund by its own id');
      return refundHeardOf(await api.fetchRefund(refund.providerRefundId));
    },
  };
}

const refundHeardOf = (refund: PayPalRefund): RefundHeard => ({
  state: REFUND_STATES[refund.status],
  providerRefundId: refund.id,
});
