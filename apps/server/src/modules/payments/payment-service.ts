// Owns taking an order from pending to paid with each provider; nothing is confirmed until the provider itself says so.
import type { FastifyBaseLogger } from 'fastify';
import { rupeesToPaise } from '@shop/contract/money';
import type { PaymentMethod } from '@shop/contract/shop';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';
import type { OrderDesk } from './order-desk.ts';
import { checkAmount, PAYMENT_MESSAGES, settleOutcome } from './payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from './payment-records.ts';
import type { PaymentProviders } from './provider-clients.ts';
import { razorpayPayments } from './razorpay/razorpay-checkout.ts';
import type { RefundService } from './refund-service.ts';
import type { RazorpayRefund } from './razorpay/razorpay-api.ts';

type Deps = {
  desk: OrderDesk;
  providers: PaymentProviders;
  records: PaymentRecords;
  refunds: RefundService;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** How long the sweep keeps asking about an open attempt whose order was let go: past PhonePe's own expiry. */
const LET_GO_WATCH_MS = 20 * 60_000;

/** Phone payments stay open a little longer than our 15-minute hold; later money is still handled (re-reserve or refund). */
const PHONEPE_EXPIRE_AFTER_SECONDS = 900;

export function paymentService({ desk, providers, records, refunds, publicUrl, log }: Deps) {
  const razorpay = razorpayPayments({ desk, providers, records, log });

  /** A redirect-provider order already captured (read, never captured here): its money confirms the order. */
  async function capturedPayPal(orderId: string, record: PaymentRecord) {
    const payPalOrder = await providers.paypal.getOrder(record.providerOrderId);
    const capture = payPalOrder.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (payPalOrder.status !== 'COMPLETED' || !capture || capture.amount.currency_code !== 'INR') return;
    const amountPaise = rupeesToPaise(Number(capture.amount.value));
    if (amountPaise !== record.amountPaise) return;
    await desk.confirmPaid({ orderId, provider: 'paypal:sweep', paymentId: capture.id, amountPaise, method: 'PayPal' });
    await records.settle(record.id, 'paid', capture.id);
  }
  return {
    startRazorpay: razorpay.startRazorpay,
    verifyRazorpay: razorpay.verifyRazorpay,

    /** A verified Razorpay webhook: refund.* events follow refunds; the rest are payments. */
    async razorpayEvent(
      event: Parameters<typeof razorpay.razorpayEvent>[0] & {
        payload?: { refund?: { entity?: Partial<RazorpayRefund> } };
      },
    ) {
      if (event.event?.startsWith('refund.')) {
        await refunds.razorpayRefundEvent(event.payload?.refund?.entity ?? {});
        return;
      }
      await razorpay.razorpayEvent(event);
    },

    /** PhonePe's refund callback names our refund (its merchantRefundId): the refund-status API decides. */
    phonePeRefundCallback: refunds.phonePeRefundCallback,

    /** The sweep's second round: refunds still pending are asked about again. */
    sweepRefunds: () => refunds.sweep(),

    /**
     * The one way an order is placed and its payment started, whichever way the shopper pays: the order is placed
     * (its stock held, or for cash at the door confirmed), then the redirect provider is asked for its approval page.
     * PhonePe's page is asked for by PhonePe's own call (`startPhonePe: true`); Razorpay's in-page checkout opens with
     * its own call once the order exists.
     */
    async place(
      user: SessionUserRow,
      input: {
        addressId: string;
        paymentMethod: PaymentMethod;
        couponCode?: string | undefined;
        amountRupees?: number | undefined;
        startPhonePe?: boolean;
      },
    ): Promise<{ orderId: string; totalPaise: number; approvalUrl?: string; redirectUrl?: string }> {
      const placed = await desk.create(user.id, {
        addressId: input.addressId,
        paymentMethod: input.paymentMethod,
        couponCode: input.couponCode,
      });
      if (input.paymentMethod === 'PhonePe' && input.startPhonePe)
        return { ...placed, redirectUrl: await this.startPhonePe(placed, input) };
      if (input.paymentMethod === 'PayPal') return { ...placed, approvalUrl: await this.startPayPal(placed) };
      return placed;
    },

    async startPhonePe(
      { orderId, totalPaise }: { orderId: string; totalPaise: number },
      input: { amountRupees?: number | undefined },
    ) {
      try {
        checkAmount({ totalPaise }, input.amountRupees);
        const merchantOrderId = orderId;
        const { phonePeOrderId, redirectUrl } = await providers.phonepe.pay({
          merchantOrderId,
          amountPaise: totalPaise,
          expireAfterSeconds: PHONEPE_EXPIRE_AFTER_SECONDS,
          redirectUrl: `${publicUrl}/api/phonepe/payment/return?orderId=${orderId}`,
        });
        await records.open(orderId, 'phonepe', merchantOrderId, totalPaise);
        log.info({ orderId, phonePeOrderId }, 'phonepe payment started');
        return redirectUrl;
      } catch (error) {
        await desk.fail(orderId, 'phonepe:start');
        throw error;
      }
    },

    /** Asks PhonePe's status API (the redirect and the callback are only triggers) and settles the order. */
    async settlePhonePe(orderId: string) {
      const record = await records.latestFor(orderId, 'phonepe');
      if (!record) return { state: 'unknown' as const };
      const status = await providers.phonepe.status(record.providerOrderId);
      const detail = status.paymentDetails?.find((d) => d.state === 'COMPLETED') ?? status.paymentDetails?.[0];
      if (status.state === 'COMPLETED') {
        // The order first, then the attempt: an attempt marked paid is never asked about again, so it is marked only
        // once the order has heard (a database that fails in between leaves it open for the sweep).
        const outcome =
          status.amount === record.amountPaise
            ? await desk.confirmPaid({
                orderId,
                provider: 'phonepe',
                paymentId: detail?.transactionId ?? status.orderId,
                amountPaise: status.amount,
                method: 'PhonePe',
              })
            : 'amount-mismatch';
        await records.settle(record.id, 'paid', detail?.transactionId);
        if (outcome === 'confirmed' || outcome === 'already-paid') return { state: 'paid' as const };
        return { state: outcome === 'duplicate' ? ('duplicate' as const) : ('refused' as const) };
      }
      if (status.state === 'FAILED') {
        await records.settle(record.id, 'failed');
        await desk.fail(orderId, 'phonepe');
        return { state: 'failed' as const };
      }
      return { state: 'pending' as const };
    },

    /**
     * The shopper's browser is back from PhonePe. Only the order's owner learns how it stands, and PhonePe is asked
     * only while its payment for the order is still open: a replayed return link costs nothing and tells nothing.
     */
    async returnFromPhonePe(
      user: SessionUserRow | null,
      orderId: string,
    ): Promise<'not-yours' | 'paid' | 'pending' | 'failed'> {
      const order = await desk.find(orderId);
      if (!user || !order || order.userId !== user.id) return 'not-yours';
      if (await records.openAttempt(orderId, 'phonepe')) {
        const { state } = await this.settlePhonePe(orderId);
        // A second payment for an order paid meanwhile lands on the order page too, which says it will be refunded.
        if (state === 'paid' || state === 'duplicate') return 'paid';
        if (state === 'pending') return 'pending';
        return 'failed';
      }
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'pending') return order.paymentStatus;
      return 'failed';
    },

    async startPayPal({ orderId, totalPaise }: { orderId: string; totalPaise: number }) {
      try {
        const { payPalOrderId, approvalUrl } = await providers.paypal.createOrder({
          referenceId: orderId,
          amountPaise: totalPaise,
          returnUrl: `${publicUrl}/shop/paypal-return`,
          cancelUrl: `${publicUrl}/shop/checkout?payment=cancelled&orderId=${orderId}`,
        });
        await records.open(orderId, 'paypal', payPalOrderId, totalPaise);
        return approvalUrl;
      } catch (error) {
        await desk.fail(orderId, 'paypal:start');
        throw error;
      }
    },

    async capturePayPal(user: SessionUserRow, input: { paymentId: string; orderId: string }) {
      const order = await desk.find(input.orderId);
      if (!order || order.userId !== user.id) throw new NotFound('Order not found');
      const record = await records.byProviderOrder('paypal', input.paymentId);
      if (!record || record.orderId !== order.id) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
      if (order.paymentStatus !== 'pending' && order.paymentId) {
        // The same capture asked again (a reload) answers the same; another payment having paid the order, this one
        // is not captured, or (captured in a race) is kept on the order for a refund.
        if (record.status === 'paid' && record.providerPaymentId === order.paymentId) return order.id;
        throw new Conflict(
          record.status === 'paid' ? PAYMENT_MESSAGES.secondPaymentRefunded : PAYMENT_MESSAGES.secondPaymentNotTaken,
        );
      }
      const captured = await providers.paypal.capture(record.providerOrderId);
      if (!captured) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
      const outcome =
        captured.amountPaise === record.amountPaise
          ? await desk.confirmPaid({
              orderId: order.id,
              provider: 'paypal',
              paymentId: captured.captureId,
              amountPaise: captured.amountPaise,
              method: 'PayPal',
            })
          : 'amount-mismatch';
      await records.settle(record.id, 'paid', captured.captureId);
      settleOutcome(outcome);
      return order.id;
    },

    /** For orders about to expire: ask their provider whether money arrived that nobody told us about. */
    async settleStale(before: Date): Promise<void> {
      const ask = async (orderId: string, work: () => Promise<unknown>) => {
        try {
          await work();
        } catch (error) {
          log.warn({ err: error, orderId }, 'payment sweep: provider did not answer; will ask again');
        }
      };
      for (const order of await desk.pendingDue(before)) {
        const record = await records.latestFor(order.id);
        if (!record) continue;
        await ask(order.id, async () => {
          if (record.provider === 'phonepe') await this.settlePhonePe(order.id);
          if (record.provider === 'paypal') {
            // Approved but never captured (a closed tab, a capture that timed out): capturing is idempotent by request id.
            const captured = await providers.paypal.capture(record.providerOrderId);
            if (captured && captured.amountPaise === record.amountPaise) {
              await desk.confirmPaid({
                orderId: order.id,
                provider: 'paypal:sweep',
                paymentId: captured.captureId,
                amountPaise: captured.amountPaise,
                method: 'PayPal',
              });
              await records.settle(record.id, 'paid', captured.captureId);
            }
          }
          if (record.provider === 'razorpay') await razorpay.settleStale(record);
        });
      }
      // An order let go while its payment was under way (a new checkout replaced it, a cancel crossed the payment) is no
      // longer pending, yet its money may still come: its open attempts are asked about too, for a while. An approval
      // with the redirect provider takes no money until captured, and none is captured for an order let go; one captured
      // before the order was let go (its confirmation lost to a failing database) is found by reading the order.
      for (const record of await records.openSince(new Date(Date.now() - LET_GO_WATCH_MS))) {
        const order = await desk.find(record.orderId);
        if (!order || order.paymentStatus === 'pending') continue;
        await ask(order.id, () => {
          if (record.provider === 'phonepe') return this.settlePhonePe(order.id);
          if (record.provider === 'paypal') return capturedPayPal(order.id, record);
          return razorpay.settleStale(record);
        });
      }
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
