// Owns paying with Razorpay: one Razorpay order per shop order, the checkout's verify, the webhook's events, and the
// sweep's question. A payment confirms only once Razorpay itself says it is captured, for this order and amount.
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, Forbidden, NotFound } from '../../../platform/errors.ts';
import type { SessionUserRow } from '../../../platform/sessions.ts';
import type { OrderDesk, PayableOrder } from '../order-desk.ts';
import {
  checkAmount,
  PAYMENT_MESSAGES,
  payableOrder,
  settleOutcome,
  type PaymentOutcome,
} from '../payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from '../payment-records.ts';
import type { PaymentProviders } from '../provider-clients.ts';
import { checkoutSignature, signatureMatches, type RazorpayPayment } from './razorpay-api.ts';

/** An order whose money arrived (some may have gone back since). */
const PAID = ['paid', 'partially_refunded', 'refunded'];

type Deps = { desk: OrderDesk; providers: PaymentProviders; records: PaymentRecords; log: FastifyBaseLogger };

export function razorpayPayments({ desk, providers, records, log }: Deps) {
  /**
   * Razorpay says a payment is captured (capturing an authorised one first): confirm, if it is for this order and
   * amount. An authorised payment for an order that is already paid is never captured.
   */
  async function confirmRazorpayPayment(payment: RazorpayPayment, via: string): Promise<PaymentOutcome | undefined> {
    const record = await records.byProviderOrder('razorpay', payment.order_id);
    if (!record || payment.amount !== record.amountPaise || payment.currency !== 'INR') return 'amount-mismatch';
    let captured = payment;
    if (payment.status === 'authorized') {
      const order = await desk.find(record.orderId);
      if (order && PAID.includes(order.paymentStatus)) {
        if (order.paymentId === payment.id) return 'already-paid';
        // Left uncaptured, Razorpay gives the money back by itself; nothing is kept that staff would have to refund.
        log.warn(
          { orderId: order.id, paymentId: payment.id, via },
          'razorpay: a second payment for a paid order, not captured',
        );
        return 'not-taken';
      }
      captured = await providers.razorpay.capture(payment.id, payment.amount);
    }
    if (captured.status !== 'captured') return undefined;
    // The order first, then the attempt: an attempt marked paid is never asked about again, so it is marked only once
    // the order has heard (a database that fails in between leaves it open for the sweep).
    const outcome = await desk.confirmPaid({
      orderId: record.orderId,
      provider: via,
      paymentId: payment.id,
      amountPaise: payment.amount,
      method: 'Razorpay',
    });
    await records.settle(record.id, 'paid', payment.id);
    log.info({ orderId: record.orderId, outcome, via }, 'razorpay payment');
    return outcome;
  }

  /**
   * The shop order's one Razorpay order: the open one when there is one, so a second click, tab or retry pays the same
   * Razorpay order (which Razorpay lets be paid once) rather than a second one that could be paid as well.
   */
  async function razorpayAttempt(order: PayableOrder): Promise<PaymentRecord> {
    const open = await records.openAttempt(order.id, 'razorpay');
    if (open) {
      // Paid already without our hearing of it (a lost verify and webhook): settle that instead of asking again.
      const { items } = await providers.razorpay.orderPayments(open.providerOrderId);
      const paid = items.find((p) => p.status === 'captured' || p.status === 'authorized');
      if (!paid) return open;
      settleOutcome((await confirmRazorpayPayment(paid, 'razorpay:start')) ?? 'not-found');
      throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
    }
    // Razorpay receipts are unique and at most 40 characters.
    const receipt = `${order.id.replaceAll('-', '').slice(0, 28)}_${Date.now().toString(36)}`;
    const created = await providers.razorpay.createOrder(order.totalPaise, receipt, { order_id: order.id });
    // Two clicks at the same moment each create one at Razorpay; the database keeps the first, and both answer it.
    const opened =
      (await records.open(order.id, 'razorpay', created.id, created.amount)) ??
      (await records.openAttempt(order.id, 'razorpay'));
    if (!opened) throw new Conflict(PAYMENT_MESSAGES.notPayable);
    return opened;
  }

  return {
    async startRazorpay(user: SessionUserRow, orderId: string, amountRupees?: number) {
      const order = await payableOrder(desk, orderId, user);
      checkAmount(order, amountRupees);
      const attempt = await razorpayAttempt(order);
      const settings = providers.settings.razorpay();
      return {
        id: attempt.providerOrderId,
        amount: attempt.amountPaise,
        currency: 'INR',
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

    /** The sweep's question for an order about to expire: did money arrive for its Razorpay order? */
    async settleStale(record: PaymentRecord) {
      const { items } = await providers.razorpay.orderPayments(record.providerOrderId);
      const paid = items.find((p) => p.status === 'captured' || p.status === 'authorized');
      if (paid) await confirmRazorpayPayment(paid, 'razorpay:sweep');
    },
  };
}
