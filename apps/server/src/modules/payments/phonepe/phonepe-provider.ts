// Owns PhonePe behind the shop's PaymentProvider: Standard Checkout's hosted page (our order id is PhonePe's merchant
// order id), its order-status API as the one word on a payment, its refunds (and which id they name), and its callbacks.
import type { FastifyBaseLogger } from 'fastify';
import { isOurId, type PaidAttempt, type PaymentProvider, refundedPayment, type RefundHeard } from '../provider.ts';
import {
  callbackAuthorised,
  type PhonePeApi,
  type PhonePeRefundState,
  type PhonePeSettings,
  type PhonePeStatus,
} from './phonepe-api.ts';

/** Phone payments stay open a little longer than our 15-minute hold; later money is still handled (re-reserve or refund). */
const EXPIRE_AFTER_SECONDS = 900;

const REFUND_STATES = { PENDING: 'pending', CONFIRMED: 'pending', COMPLETED: 'processed', FAILED: 'failed' } as const;

/**
 * PhonePe refunds name the payment by our merchant order id (the attempt's provider order), not by the transaction id
 * its order was paid with; a payment with no attempt on record cannot be refunded through PhonePe.
 */
export const phonePeRefundRef = (attempt: PaidAttempt): string | undefined => attempt.providerOrderId;

type Callback = { payload?: { merchantOrderId?: unknown; merchantRefundId?: unknown } } | null | undefined;

export function phonePeProvider(
  api: PhonePeApi,
  settings: () => PhonePeSettings,
  log: FastifyBaseLogger,
): PaymentProvider {
  return {
    name: 'phonepe',
    method: 'PhonePe',

    async start(order, shopUrl) {
      const merchantOrderId = order.id;
      const { phonePeOrderId, redirectUrl } = await api.pay({
        merchantOrderId,
        amountPaise: order.totalPaise,
        expireAfterSeconds: EXPIRE_AFTER_SECONDS,
        redirectUrl: `${shopUrl}/api/phonepe/payment/return?orderId=${order.id}`,
        ...(order.shopName ? { shopName: order.shopName } : {}),
      });
      log.info({ orderId: order.id, phonePeOrderId }, 'phonepe payment started');
      return {
        providerOrderId: merchantOrderId,
        amountPaise: order.totalPaise,
        next: { kind: 'redirect', url: redirectUrl },
      };
    },

    async status({ providerOrderId }) {
      return heardOf(await api.status(providerOrderId));
    },

    async refund(refund) {
      if (refund.attempts > 1) {
        // Asked before: PhonePe knows the refund by our id, if that ask made one.
        const found = await api.refundStatus(refund.id).catch(() => undefined);
        if (found) return refundHeardOf(found.state, found.refundId, found.errorCode);
      }
      const made = await api.refund({
        merchantRefundId: refund.id,
        originalMerchantOrderId: refundedPayment(refund),
        amountPaise: refund.amountPaise,
      });
      return refundHeardOf(made.state, made.refundId);
    },

    async refundStatus(refund) {
      const found = await api.refundStatus(refund.id);
      return refundHeardOf(found.state, found.refundId ?? refund.providerRefundId ?? undefined, found.errorCode);
    },

    refundRef: phonePeRefundRef,

    /** Authorization: SHA256(username:password); a refund's callback names our refund, a payment's our order. */
    parseWebhook({ headers, body }) {
      if (!callbackAuthorised(settings(), headers.authorization)) return undefined;
      const payload = (body as Callback)?.payload;
      if (isOurId(payload?.merchantRefundId)) {
        return { via: 'phonepe:callback', about: 'refund', refundId: payload.merchantRefundId };
      }
      if (isOurId(payload?.merchantOrderId)) {
        return { via: 'phonepe', about: 'payment', providerOrderId: payload.merchantOrderId };
      }
      return { via: 'phonepe', about: 'nothing' };
    },
  };
}

/** PhonePe's order in our words; the payment's id is its transaction's, or PhonePe's order id when it names none. */
function heardOf(status: PhonePeStatus) {
  if (status.state === 'FAILED') return { state: 'failed' } as const;
  if (status.state !== 'COMPLETED') return { state: 'pending' } as const;
  const detail = status.paymentDetails?.find((d) => d.state === 'COMPLETED') ?? status.paymentDetails?.[0];
  return { state: 'paid', paymentId: detail?.transactionId ?? status.orderId, amountPaise: status.amount } as const;
}

function refundHeardOf(state: PhonePeRefundState, refundId?: string, errorCode?: string): RefundHeard {
  return {
    state: REFUND_STATES[state],
    ...(refundId ? { providerRefundId: refundId } : {}),
    ...(errorCode ? { failure: `PhonePe: ${errorCode}` } : {}),
  };
}
