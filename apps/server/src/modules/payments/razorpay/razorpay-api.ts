// Owns talking to Razorpay: its Orders, Payments and Refunds APIs, the checkout signature and the webhook signature.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { requestJson } from '../../../platform/http-client.ts';
import { isRefusal, ProviderRefusal } from '../provider-errors.ts';

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutScript: string;
  /** How long a call waits for an answer; 10 s unless told. */
  timeoutMs?: number;
};

export type RazorpayOrder = {
  id: string;
  entity?: 'order';
  amount: number;
  amount_paid?: number;
  amount_due?: number;
  currency: string;
  receipt?: string | null;
  offer_id?: string | null;
  status: string;
  attempts?: number;
  notes?: Record<string, string>;
  created_at?: number;
};
export type RazorpayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded (in full) or failed. */
  status: string;
  method?: string;
  captured?: boolean;
  amount_refunded?: number;
  refund_status?: 'partial' | 'full' | null;
  email?: string;
  contact?: string;
  vpa?: string | null;
  error_code?: string | null;
  error_description?: string | null;
  created_at?: number;
};
export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_processed?: string;
  speed_requested?: string;
  created_at: number;
  acquirer_data?: Record<string, unknown>;
  batch_id?: string | null;
};

export const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string | undefined): boolean {
  if (!receivedHex || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Razorpay signs `<order id we stored>|<payment id>` with the key secret. */
export const checkoutSignature = (settings: RazorpaySettings, storedOrderId: string, paymentId: string) =>
  hmacHex(settings.keySecret, `${storedOrderId}|${paymentId}`);

export const webhookSignature = (settings: RazorpaySettings, rawBody: string) =>
  hmacHex(settings.webhookSecret, rawBody);

/**
 * The X-Refund-Idempotency key for one refund of one payment: the same payment and receipt give the same key, so a
 * refund asked again (after a timeout) is answered with the refund made the first time, never a second one.
 */
export const refundIdempotencyKey = (paymentId: string, receipt: string) =>
  createHash('sha256').update(`${paymentId}|${receipt}`).digest('hex');

type Call = { json?: unknown; retries?: number; headers?: Record<string, string> };

/**
 * Razorpay answers a refund asked again under its idempotency key with another body with a 409 that asking again never
 * changes, unlike the 409 of the same request still in progress (payments.md (d), Razorpay).
 */
const ANOTHER_REQUEST_UNDER_KEY = 'Different request with the same idempotency key has already been processed.';
const refusedForGood = (status: number, description: string) =>
  isRefusal(status) || (status === 409 && description === ANOTHER_REQUEST_UNDER_KEY);

export function razorpayApi(settings: () => RazorpaySettings) {
  const call = async <T>(method: 'GET' | 'POST', path: string, { json, retries = 0, headers = {} }: Call = {}) => {
    const s = settings();
    const auth = Buffer.from(`${s.keyId}:${s.keySecret}`).toString('base64');
    const answer = await requestJson<T & { error?: { code?: string; description?: string } }>(`${s.apiUrl}${path}`, {
      method,
      json,
      retries,
      timeoutMs: s.timeoutMs,
      headers: { ...headers, authorization: `Basic ${auth}` },
    });
    if (answer.status >= 400) {
      const { code = 'BAD_REQUEST_ERROR', description = `HTTP ${answer.status}` } = answer.body.error ?? {};
      if (refusedForGood(answer.status, description))
        throw new ProviderRefusal('razorpay', answer.status, code, description);
      throw new Error(`Razorpay ${method} ${path}: ${description}`);
    }
    return answer.body as T;
  };
  const id = encodeURIComponent;
  return {
    /** Opens a Razorpay order; the shop keeps one open per order of ours, which its Checkout may retry on. */
    createOrder: (amountPaise: number, receipt: string, notes: Record<string, string>) =>
      call<RazorpayOrder>('POST', '/v1/orders', { json: { amount: amountPaise, currency: 'INR', receipt, notes } }),
    fetchOrder: (orderId: string) => call<RazorpayOrder>('GET', `/v1/orders/${id(orderId)}`, { retries: 2 }),
    fetchPayment: (paymentId: string) => call<RazorpayPayment>('GET', `/v1/payments/${id(paymentId)}`, { retries: 2 }),
    /** `retries`: 2 unless told (a shopper waiting on the answer is answered after one try). */
    orderPayments: (orderId: string, { retries = 2 } = {}) =>
      call<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${id(orderId)}/payments`, { retries }),
    capture: (paymentId: string, amountPaise: number) =>
      call<RazorpayPayment>('POST', `/v1/payments/${id(paymentId)}/capture`, {
        json: { amount: amountPaise, currency: 'INR' },
      }),
    /**
     * A normal-speed refund of a captured payment, answered `pending`. Never retried here: asked again with the same
     * receipt (after a timeout, say), Razorpay answers the refund it already made (idempotency key from the receipt).
     */
    refund: (paymentId: string, input: { amountPaise: number; receipt: string; notes: Record<string, string> }) =>
      call<RazorpayRefund>('POST', `/v1/payments/${id(paymentId)}/refund`, {
        json: { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
        headers: { 'x-refund-idempotency': refundIdempotencyKey(paymentId, input.receipt) },
      }),
    paymentRefunds: (paymentId: string) =>
      call<{ items: RazorpayRefund[] }>('GET', `/v1/payments/${id(paymentId)}/refunds?count=100`, { retries: 2 }),
    fetchRefund: (refundId: string) => call<RazorpayRefund>('GET', `/v1/refunds/${id(refundId)}`, { retries: 2 }),
  };
}
export type RazorpayApi = ReturnType<typeof razorpayApi>;
