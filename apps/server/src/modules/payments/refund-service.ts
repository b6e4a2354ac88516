// Owns asking the provider that took the money to give it back, and following each refund to its end. The orders side
// has already written the refund (pending) when it reaches here; its id is the idempotency key every provider sees
// (Razorpay's receipt, PhonePe's merchantRefundId, PayPal's request id), so asking again after a timeout, a crash or a
// second instance finds the same refund instead of making another. Webhooks, callbacks and the sweep's polling end it.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderDesk, RefundToSend } from './order-desk.ts';
import { ProviderRefusal } from './provider-errors.ts';
import type { PaymentProviders } from './provider-clients.ts';

/** Our refunds' ids: anything else a provider reports is not ours. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = { desk: OrderDesk; providers: PaymentProviders; log: FastifyBaseLogger };

/** A provider's word on a refund: still under way, or ended. */
type Heard = { state: 'pending' | 'processed' | 'failed'; providerRefundId?: string; failure?: string };

const RAZORPAY_STATES = { pending: 'pending', processed: 'processed', failed: 'failed' } as const;
const PHONEPE_STATES = { PENDING: 'pending', CONFIRMED: 'pending', COMPLETED: 'processed', FAILED: 'failed' } as const;
const PAYPAL_STATES = { PENDING: 'pending', COMPLETED: 'processed', FAILED: 'failed', CANCELLED: 'failed' } as const;

export function refundService({ desk, providers, log }: Deps) {
  /** Asks for the refund, or finds the one an earlier ask made (its answer lost to a timeout or a crash). */
  async function ask(refund: RefundToSend): Promise<Heard> {
    const paymentId = refund.providerPaymentId!;
    const askedBefore = refund.attempts > 1;
    if (refund.provider === 'razorpay') {
      if (askedBefore) {
        const { items } = await providers.razorpay.paymentRefunds(paymentId);
        const found = items.find((item) => item.receipt === refund.id);
        if (found) return { state: RAZORPAY_STATES[found.status], providerRefundId: found.id };
      }
      const made = await providers.razorpay.refund(paymentId, {
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: { refund_id: refund.id, order_id: refund.orderId },
      });
      return { state: RAZORPAY_STATES[made.status], providerRefundId: made.id };
    }
    if (refund.provider === 'phonepe') {
      if (askedBefore) {
        const found = await providers.phonepe.refundStatus(refund.id).catch(() => undefined);
        if (found) return fromPhonePe(found.state, found.refundId, found.errorCode);
      }
      const made = await providers.phonepe.refund({
        merchantRefundId: refund.id,
        originalMerchantOrderId: paymentId,
        amountPaise: refund.amountPaise,
      });
      return fromPhonePe(made.state, made.refundId);
    }
    const made = await providers.paypal.refundCapture(paymentId, {
      amountPaise: refund.amountPaise,
      requestId: refund.id,
      noteToPayer: refund.reason,
    });
    return { state: PAYPAL_STATES[made.status], providerRefundId: made.id };
  }

  /** How an asked refund stands now. */
  async function poll(refund: RefundToSend): Promise<Heard> {
    const id = refund.providerRefundId!;
    if (refund.provider === 'razorpay') {
      const found = await providers.razorpay.fetchRefund(id);
      return { state: RAZORPAY_STATES[found.status], providerRefundId: found.id };
    }
    if (refund.provider === 'phonepe') {
      const found = await providers.phonepe.refundStatus(refund.id);
      return fromPhonePe(found.state, found.refundId ?? id, found.errorCode);
    }
    const found = await providers.paypal.fetchRefund(id);
    return { state: PAYPAL_STATES[found.status], providerRefundId: found.id };
  }

  async function record(refund: Pick<RefundToSend, 'id'>, heard: Heard, via: string) {
    if (heard.providerRefundId) await desk.refunds.asked(refund.id, heard.providerRefundId);
    if (heard.state === 'pending') return;
    await desk.refunds.settle(
      refund.id,
      heard.state === 'processed'
        ? { status: 'processed', reference: heard.providerRefundId }
        : {
            status: 'failed',
            failure: heard.failure ?? 'The provider refused the refund',
            reference: heard.providerRefundId,
          },
      via,
    );
  }

  /**
   * Asks the provider (or, once asked, asks how it stands) and records what it says. Never throws: a provider that
   * does not answer leaves the refund pending for the sweep; one that refuses it ends it failed, with its words.
   * Started without being awaited (`void`), so a database that fails here fails this one send, logged, never the
   * process (an unhandled rejection is fatal to it); the sweep asks again.
   */
  async function send(refundId: string): Promise<void> {
    try {
      await claimAndAsk(refundId);
    } catch (error) {
      log.error({ refundId, err: error }, 'refund: could not be sent; the sweep will ask again');
    }
  }

  async function claimAndAsk(refundId: string): Promise<void> {
    const refund = await desk.refunds.claim(refundId);
    if (!refund) return;
    const via = `${refund.provider}:refund`;
    try {
      await record(refund, refund.providerRefundId ? await poll(refund) : await ask(refund), via);
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        await desk.refunds.settle(refund.id, { status: 'failed', failure: error.message }, via);
        log.warn({ refundId, orderId: refund.orderId, err: error }, 'refund refused by the provider');
        return;
      }
      log.warn({ refundId, orderId: refund.orderId, err: error }, 'refund: provider did not answer; will ask again');
    }
  }

  return {
    send,

    /** The sweep: every pending provider refund is asked about again (each at most once a half-minute). */
    async sweep(): Promise<void> {
      for (const id of await desk.refunds.pending()) await send(id);
    },

    /** Razorpay's refund.* webhook: a trigger only; the API says how the refund stands. */
    async razorpayRefundEvent(entity: { id?: string; receipt?: string | null; notes?: Record<string, string> }) {
      const ours = entity.notes?.refund_id ?? entity.receipt;
      if (!entity.id || !ours || !UUID.test(ours)) return;
      const found = await providers.razorpay.fetchRefund(entity.id);
      if (found.receipt !== ours && found.notes?.refund_id !== ours) return;
      await record(
        { id: ours },
        { state: RAZORPAY_STATES[found.status], providerRefundId: found.id },
        'razorpay:webhook',
      );
    },

    /** PhonePe's refund callback: a trigger only; the refund-status API decides. */
    async phonePeRefundCallback(merchantRefundId: string) {
      if (!UUID.test(merchantRefundId)) return;
      const found = await providers.phonepe.refundStatus(merchantRefundId);
      await record(
        { id: merchantRefundId },
        fromPhonePe(found.state, found.refundId, found.errorCode),
        'phonepe:callback',
      );
    },
  };
}
export type RefundService = ReturnType<typeof refundService>;

function fromPhonePe(state: keyof typeof PHONEPE_STATES, refundId?: string, errorCode?: string): Heard {
  return {
    state: PHONEPE_STATES[state],
    ...(refundId ? { providerRefundId: refundId } : {}),
    ...(errorCode ? { failure: `PhonePe: ${errorCode}` } : {}),
  };
}
