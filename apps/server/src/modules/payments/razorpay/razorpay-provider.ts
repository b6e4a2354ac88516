// Owns Razorpay behind the shop's PaymentProvider: a Razorpay order per attempt paid in its in-page modal, its payments
// (captured is paid, authorised is held until we capture), its refunds, and its signed webhooks.
import {
  isOurId,
  refundByPaymentId,
  refundedPayment,
  type ModalStep,
  type PaymentHeard,
  type PaymentProvider,
  type PaymentRef,
  type RefundHeard,
  type WebhookEvent,
  type WebhookRequest,
  type WebhookSubject,
} from '../provider.ts';
import {
  checkoutSignature,
  type RazorpayApi,
  type RazorpayPayment,
  type RazorpayRefund,
  type RazorpaySettings,
  signatureMatches,
  webhookSignature,
} from './razorpay-api.ts';

/** Webhook events that may mean money arrived for an order; anything else only informs. */
const PAYMENT_EVENTS = ['payment.captured', 'order.paid', 'payment.authorized'];

type RazorpayEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: Partial<RazorpayPayment> };
    refund?: { entity?: { id?: string; receipt?: string | null; notes?: Record<string, string> } };
  };
};

/** Razorpay resumes an open attempt, captures what it holds, and answers its in-page checkout with a signed payment. */
export interface RazorpayProvider extends PaymentProvider {
  resume(attempt: { providerOrderId: string; amountPaise: number }): ModalStep;
  capture(ref: PaymentRef & { amountPaise: number }): Promise<PaymentHeard>;
  parseWebhook(request: WebhookRequest): WebhookEvent | undefined;
  checkoutPayment(
    providerOrderId: string,
    answer: { paymentId: string; signature: string },
  ): Promise<PaymentHeard | undefined>;
}

export function razorpayProvider(api: RazorpayApi, settings: () => RazorpaySettings): RazorpayProvider {
  /** Razorpay's checkout opens in the page, for the one Razorpay order of the attempt. */
  const modal = ({ providerOrderId, amountPaise }: { providerOrderId: string; amountPaise: number }): ModalStep => {
    const { keyId, checkoutScript } = settings();
    return { kind: 'modal', provider: 'razorpay', script: checkoutScript, key: keyId, providerOrderId, amountPaise };
  };

  return {
    name: 'razorpay',
    method: 'Razorpay',

    async start(order) {
      // Razorpay receipts are unique and at most 40 characters.
      const receipt = `${order.id.replaceAll('-', '').slice(0, 28)}_${Date.now().toString(36)}`;
      const created = await api.createOrder(order.totalPaise, receipt, { order_id: order.id });
      const opened = { providerOrderId: created.id, amountPaise: created.amount };
      return { ...opened, next: modal(opened) };
    },

    // A second click, tab or retry pays the same Razorpay order, which Razorpay lets be paid once.
    resume: modal,

    /** The payment a webhook named, if it is this order's; otherwise the order's captured or authorised one. */
    async status({ providerOrderId, paymentId, whileWaiting }) {
      if (paymentId) {
        const payment = await api.fetchPayment(paymentId);
        return payment.order_id === providerOrderId ? heardOf(payment) : { state: 'pending' };
      }
      const { items } = await api.orderPayments(providerOrderId, { retries: whileWaiting ? 0 : 2 });
      const paid = items.find((p) => p.status === 'captured' || p.status === 'authorized');
      return paid ? heardOf(paid) : { state: 'pending' };
    },

    async capture({ paymentId, amountPaise }) {
      if (!paymentId) throw new Error('Razorpay captures a payment, named by its id');
      return heardOf(await api.capture(paymentId, amountPaise));
    },

    async refund(refund) {
      const paymentId = refundedPayment(refund);
      if (refund.attempts > 1) {
        // Asked before: the refund that ask made carries our id as its receipt.
        const { items } = await api.paymentRefunds(paymentId);
        const found = items.find((item) => item.receipt === refund.id);
        if (found) return refundHeardOf(found);
      }
      const made = await api.refund(paymentId, {
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: { refund_id: refund.id, order_id: refund.orderId },
      });
      return refundHeardOf(made);
    },

    refundRef: refundByPaymentId,

    async refundStatus(refund) {
      if (!refund.providerRefundId) throw new Error('Razorpay finds a refund by its own id');
      const found = await api.fetchRefund(refund.providerRefundId);
      // Its receipt and notes say whose refund it is.
      if (found.receipt !== refund.id && found.notes?.refund_id !== refund.id) return undefined;
      return refundHeardOf(found);
    },

    /** Signed over the raw body with the webhook secret; refund.* events follow refunds, the rest are payments. */
    parseWebhook({ headers, rawBody, body }) {
      const signature = headers['x-razorpay-signature'];
      const expected = webhookSignature(settings(), rawBody ?? '');
      if (typeof signature !== 'string' || !signatureMatches(expected, signature)) return undefined;
      const eventId = headers['x-razorpay-event-id'];
      return {
        via: 'razorpay:webhook',
        eventId: typeof eventId === 'string' ? eventId : undefined,
        ...aboutOf((typeof body === 'object' && body !== null ? body : {}) as RazorpayEvent),
      };
    },

    /**
     * The checkout's answer, verified: signed with the key secret over the Razorpay order id we stored (never the one
     * the browser sent), and for a payment of that order. Undefined when either is not so.
     */
    async checkoutPayment(providerOrderId, answer) {
      const expected = checkoutSignature(settings(), providerOrderId, answer.paymentId);
      if (!signatureMatches(expected, answer.signature)) return undefined;
      const payment = await api.fetchPayment(answer.paymentId);
      return payment.order_id === providerOrderId ? heardOf(payment) : undefined;
    },
  };
}

/** A Razorpay payment in our words: captured is paid, authorised is held (Razorpay keeps it 3 days for our capture). */
function heardOf(payment: RazorpayPayment): PaymentHeard {
  if (payment.currency !== 'INR') return { state: 'pending' };
  if (payment.status === 'captured') return { state: 'paid', paymentId: payment.id, amountPaise: payment.amount };
  if (payment.status === 'authorized') return { state: 'held', paymentId: payment.id, amountPaise: payment.amount };
  return { state: 'pending' };
}

const refundHeardOf = (refund: RazorpayRefund): RefundHeard => ({ state: refund.status, providerRefundId: refund.id });

function aboutOf(event: RazorpayEvent): WebhookSubject {
  if (event.event?.startsWith('refund.')) {
    const entity = event.payload?.refund?.entity ?? {};
    const ours = entity.notes?.refund_id ?? entity.receipt;
    if (!entity.id || !isOurId(ours)) return { about: 'nothing' };
    return { about: 'refund', refundId: ours, providerRefundId: entity.id };
  }
  const payment = event.payload?.payment?.entity;
  if (!payment?.id || !payment.order_id || !PAYMENT_EVENTS.includes(event.event ?? '')) return { about: 'nothing' };
  return { about: 'payment', providerOrderId: payment.order_id, paymentId: payment.id };
}
