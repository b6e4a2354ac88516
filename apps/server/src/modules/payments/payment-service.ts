// Owns taking an order from pending to paid with each provider; nothing is confirmed until the provider itself says so.
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';
import type { ConfirmOutcome, OrderDesk, PayableOrder } from './order-desk.ts';
import type { PaymentRecords } from './payment-records.ts';
import type { PaymentProviders } from './providers.ts';
import { checkoutSignature, signatureMatches, type RazorpayPayment } from './razorpay.ts';

export const PAYMENT_MESSAGES = {
  paid: 'Payment successful. Your order is confirmed.',
  notPayable: 'This order can no longer be paid. Please check out again.',
  amountMismatch: 'The amount does not match the order',
  verifyFailed: 'We could not verify this payment. If money was taken, it will be refunded.',
  soldOutAfterPayment: 'We received your payment, but an item sold out meanwhile. We will refund you within 5 days.',
  captureFailed: MESSAGES.captureFailed,
} as const;

type Deps = {
  desk: OrderDesk;
  providers: PaymentProviders;
  records: PaymentRecords;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** Phone payments stay open a little longer than our 15-minute hold; later money is still handled (re-reserve or refund). */
const PHONEPE_EXPIRE_AFTER_SECONDS = 900;

export function paymentService({ desk, providers, records, publicUrl, log }: Deps) {
  async function payableOrder(orderId: string, user: SessionUserRow): Promise<PayableOrder> {
    const order = await desk.find(orderId);
    if (!order || order.userId !== user.id) throw new NotFound('Order not found');
    if (order.paymentStatus !== 'pending') throw new Conflict(PAYMENT_MESSAGES.notPayable);
    return order;
  }

  function checkAmount(order: PayableOrder, amountRupees: number | undefined) {
    if (amountRupees !== undefined && rupeesToPaise(amountRupees) !== order.totalPaise)
      throw new Invalid(PAYMENT_MESSAGES.amountMismatch);
  }

  function settleOutcome(outcome: ConfirmOutcome): void {
    if (outcome === 'confirmed' || outcome === 'already-paid') return;
    if (outcome === 'paid-needs-refund') throw new Conflict(PAYMENT_MESSAGES.soldOutAfterPayment);
    throw new Invalid(PAYMENT_MESSAGES.verifyFailed);
  }

  /** Razorpay says a payment is captured (capturing an authorised one first): confirm, if it is for this order and amount. */
  async function confirmRazorpayPayment(payment: RazorpayPayment, via: string): Promise<ConfirmOutcome | undefined> {
    const record = await records.byProviderOrder('razorpay', payment.order_id);
    if (!record || payment.amount !== record.amountPaise || payment.currency !== 'INR') return 'amount-mismatch';
    let captured = payment;
    if (payment.status === 'authorized') captured = await providers.razorpay.capture(payment.id, payment.amount);
    if (captured.status !== 'captured') return undefined;
    await records.settle(record.id, 'paid', payment.id);
    const outcome = await desk.confirmPaid({
      orderId: record.orderId,
      provider: via,
      paymentId: payment.id,
      amountPaise: payment.amount,
      method: 'Razorpay',
    });
    log.info({ orderId: record.orderId, outcome, via }, 'razorpay payment');
    return outcome;
  }

  return {
    async startRazorpay(user: SessionUserRow, orderId: string, amountRupees?: number) {
      const order = await payableOrder(orderId, user);
      checkAmount(order, amountRupees);
      // Razorpay receipts are unique and at most 40 characters; every attempt gets its own.
      const receipt = `${order.id.replaceAll('-', '').slice(0, 28)}_${Date.now().toString(36)}`;
      const created = await providers.razorpay.createOrder(order.totalPaise, receipt, { order_id: order.id });
      await records.open(order.id, 'razorpay', created.id, created.amount);
      const settings = providers.settings.razorpay();
      return {
        id: created.id,
        amount: created.amount,
        currency: created.currency,
        key: settings.keyId,
        order_id: order.id,
        checkout_script: settings.checkoutScript,
      };
    },

    async verifyRazorpay(
      user: SessionUserRow,
      input: { order_id: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ) {
      const order = await desk.find(input.order_id);
      if (!order || order.userId !== user.id) throw new NotFound('Order not found');
      // The Razorpay order id must be one we created for this order; the signature is checked over the stored id.
      const record = await records.byProviderOrder('razorpay', input.razorpay_order_id);
      if (!record || record.orderId !== order.id) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
      const expected = checkoutSignature(
        providers.settings.razorpay(),
        record.providerOrderId,
        input.razorpay_payment_id,
      );
      if (!signatureMatches(expected, input.razorpay_signature)) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
      const payment = await providers.razorpay.fetchPayment(input.razorpay_payment_id);
      if (payment.order_id !== record.providerOrderId) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
      settleOutcome((await confirmRazorpayPayment(payment, 'razorpay:verify')) ?? 'not-found');
      return order.id;
    },

    /** A verified webhook: captured payments confirm; anything else only informs. */
    async razorpayEvent(event: { event?: string; payload?: { payment?: { entity?: RazorpayPayment } } }) {
      const payment = event.payload?.payment?.entity;
      if (!payment?.id || !payment.order_id) return;
      if (event.event === 'payment.captured' || event.event === 'order.paid' || event.event === 'payment.authorized') {
        // The webhook's snapshot is a trigger only: ask the API for the payment as it is now.
        await confirmRazorpayPayment(await providers.razorpay.fetchPayment(payment.id), 'razorpay:webhook');
      }
    },

    async startPhonePe(user: SessionUserRow, input: { addressId: string; amountRupees?: number }) {
      const { orderId, totalPaise } = await desk.create(user.id, {
        addressId: input.addressId,
        paymentMethod: 'PhonePe',
      });
      const order = { id: orderId, userId: user.id, totalPaise, paymentStatus: 'pending', paymentMethod: 'PhonePe' };
      try {
        checkAmount(order, input.amountRupees);
        const merchantOrderId = orderId;
        const { phonePeOrderId, redirectUrl } = await providers.phonepe.pay({
          merchantOrderId,
          amountPaise: totalPaise,
          expireAfterSeconds: PHONEPE_EXPIRE_AFTER_SECONDS,
          redirectUrl: `${publicUrl}/api/phonepe/payment/return?orderId=${orderId}`,
        });
        await records.open(orderId, 'phonepe', merchantOrderId, totalPaise);
        log.info({ orderId, phonePeOrderId }, 'phonepe payment started');
        return { orderId, redirectUrl };
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
        await records.settle(record.id, 'paid', detail?.transactionId);
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
        return {
          state: outcome === 'confirmed' || outcome === 'already-paid' ? ('paid' as const) : ('refused' as const),
          outcome,
          transactionId: record.providerOrderId,
          paymentId: detail?.transactionId ?? status.orderId,
          amount: paiseToRupees(status.amount),
        };
      }
      if (status.state === 'FAILED') {
        await records.settle(record.id, 'failed');
        await desk.fail(orderId, 'phonepe');
        return { state: 'failed' as const };
      }
      return { state: 'pending' as const };
    },

    async startPayPal(orderId: string, totalPaise: number) {
      const { payPalOrderId, approvalUrl } = await providers.paypal.createOrder({
        referenceId: orderId,
        amountPaise: totalPaise,
        returnUrl: `${publicUrl}/shop/paypal-return`,
        cancelUrl: `${publicUrl}/shop/checkout?payment=cancelled&orderId=${orderId}`,
      });
      await records.open(orderId, 'paypal', payPalOrderId, totalPaise);
      return approvalUrl;
    },

    async capturePayPal(user: SessionUserRow, input: { paymentId: string; orderId: string }) {
      const order = await desk.find(input.orderId);
      if (!order || order.userId !== user.id) throw new NotFound('Order not found');
      const record = await records.byProviderOrder('paypal', input.paymentId);
      if (!record || record.orderId !== order.id) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
      if (order.paymentStatus === 'paid') return order.id;
      const captured = await providers.paypal.capture(record.providerOrderId);
      if (!captured) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
      await records.settle(record.id, 'paid', captured.captureId);
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
      settleOutcome(outcome);
      return order.id;
    },

    /** For orders about to expire: ask their provider whether money arrived that nobody told us about. */
    async settleStale(before: Date): Promise<void> {
      for (const order of await desk.pendingDue(before)) {
        const record = await records.latestFor(order.id);
        if (!record) continue;
        try {
          if (record.provider === 'phonepe') await this.settlePhonePe(order.id);
          if (record.provider === 'paypal') {
            // Approved but never captured (a closed tab, a capture that timed out): capturing is idempotent by request id.
            const captured = await providers.paypal.capture(record.providerOrderId);
            if (captured && captured.amountPaise === record.amountPaise) {
              await records.settle(record.id, 'paid', captured.captureId);
              await desk.confirmPaid({
                orderId: order.id,
                provider: 'paypal:sweep',
                paymentId: captured.captureId,
                amountPaise: captured.amountPaise,
                method: 'PayPal',
              });
            }
          }
          if (record.provider === 'razorpay') {
            const { items } = await providers.razorpay.orderPayments(record.providerOrderId);
            const paid = items.find((p) => p.status === 'captured' || p.status === 'authorized');
            if (paid) await confirmRazorpayPayment(paid, 'razorpay:sweep');
          }
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'payment sweep: provider did not answer; will ask again');
        }
      }
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
