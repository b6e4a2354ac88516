// Owns talking to Razorpay: its Orders and Payments APIs, the checkout signature and the webhook signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestJson } from '../../platform/http-client.ts';

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutScript: string;
};

export type RazorpayOrder = { id: string; amount: number; currency: string; status: string; receipt?: string };
export type RazorpayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method?: string;
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

export function razorpayApi(settings: () => RazorpaySettings) {
  const call = async <T>(method: 'GET' | 'POST', path: string, json?: unknown, retries = 0) => {
    const s = settings();
    const auth = Buffer.from(`${s.keyId}:${s.keySecret}`).toString('base64');
    const answer = await requestJson<T & { error?: { description?: string } }>(`${s.apiUrl}${path}`, {
      method,
      json,
      retries,
      headers: { authorization: `Basic ${auth}` },
    });
    if (answer.status >= 400) throw new Error(`Razorpay ${path}: ${answer.body.error?.description ?? answer.status}`);
    return answer.body;
  };
  return {
    /** Opens a Razorpay order; the shop keeps one open per order of ours, which its Checkout may retry on. */
    createOrder: (amountPaise: number, receipt: string, notes: Record<string, string>) =>
      call<RazorpayOrder>('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes }),
    fetchPayment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, undefined, 2),
    orderPayments: (orderId: string) =>
      call<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, undefined, 2),
    capture: (paymentId: string, amountPaise: number) =>
      call<RazorpayPayment>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount: amountPaise,
        currency: 'INR',
      }),
  };
}
export type RazorpayApi = ReturnType<typeof razorpayApi>;
