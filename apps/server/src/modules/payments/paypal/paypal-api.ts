// Owns talking to the redirect provider in PayPal's Orders and Payments v2 shape: create an order, send the buyer to
// approve it, capture, read it back, refund a capture and read the refund.
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { SHOP_NAME } from '@shop/contract/shop';
import { type HttpAnswer, requestJson } from '../../../platform/http-client.ts';
import { isRefusal, ProviderRefusal } from '../provider-errors.ts';

export type PayPalSettings = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  /** How long a call waits for an answer; 10 s unless told. */
  timeoutMs?: number;
};
type Money = { value: string; currency_code: string };
export type PayPalOrder = {
  id: string;
  /** CREATED or PAYER_ACTION_REQUIRED (not yet approved), APPROVED, COMPLETED, VOIDED. */
  status: string;
  links?: { rel: string; href: string; method?: string }[];
  purchase_units?: {
    reference_id?: string;
    amount?: Money;
    payments?: {
      captures?: { id: string; status: string; amount: Money }[];
      refunds?: { id: string; status: string; amount: Money }[];
    };
  }[];
};
export type PayPalRefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
export type PayPalRefund = { id: string; status: PayPalRefundStatus; amountPaise: number };
type PayPalError = { name?: string; message?: string; details?: { issue?: string; description?: string }[] };

/** Amounts are decimal strings in PayPal's API; ours are paise. */
const inr = (amountPaise: number): Money => ({ value: paiseToRupees(amountPaise).toFixed(2), currency_code: 'INR' });

/** A 4xx business answer (422 REFUND_AMOUNT_EXCEEDED…) is a refusal; anything else an Error worth asking again. */
function failure(what: string, answer: HttpAnswer<PayPalError>): Error {
  const detail = answer.body.details?.[0];
  const code = detail?.issue ?? answer.body.name ?? `HTTP_${answer.status}`;
  const message = detail?.description ?? answer.body.message ?? `HTTP ${answer.status}`;
  if (isRefusal(answer.status)) return new ProviderRefusal('paypal', answer.status, code, message);
  return new Error(`PayPal ${what}: ${code}: ${message}`);
}

export function payPalApi(settings: () => PayPalSettings) {
  let token: { value: string; expiresAtMs: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs - Date.now() > 60_000) return token.value;
    const s = settings();
    const answer = await requestJson<{ access_token?: string; expires_in?: number }>(`${s.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64')}` },
      form: { grant_type: 'client_credentials' },
      retries: 1,
      timeoutMs: s.timeoutMs,
    });
    if (answer.status >= 400 || !answer.body.access_token) throw new Error(`PayPal token: ${answer.status}`);
    token = { value: answer.body.access_token, expiresAtMs: Date.now() + (answer.body.expires_in ?? 300) * 1000 };
    return token.value;
  }

  /** One authorised call; a 401 drops the cached token, so the next call fetches a new one. */
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    request: { json?: unknown; headers?: Record<string, string>; retries?: number } = {},
  ): Promise<HttpAnswer<T & PayPalError>> {
    const s = settings();
    const answer = await requestJson<T & PayPalError>(`${s.apiUrl}${path}`, {
      method,
      headers: { ...request.headers, authorization: `Bearer ${await accessToken()}` },
      json: request.json,
      retries: request.retries ?? 0,
      timeoutMs: s.timeoutMs,
    });
    if (answer.status === 401) token = undefined;
    return answer;
  }

  const refundAnswer = async (what: string, answer: HttpAnswer<Partial<RawRefund> & PayPalError>, paise?: number) => {
    if (answer.status >= 400 || !answer.body.id || !answer.body.status) throw failure(what, answer);
    const amount = answer.body.amount;
    if (amount && amount.currency_code !== 'INR') throw new Error(`PayPal ${what}: refund in ${amount.currency_code}`);
    const amountPaise = amount ? rupeesToPaise(Number(amount.value)) : paise;
    if (amountPaise === undefined) throw new Error(`PayPal ${what}: no amount in the answer`);
    return { id: answer.body.id, status: answer.body.status, amountPaise } satisfies PayPalRefund;
  };

  return {
    /** `brandName`: the shop's name on PayPal's page (today's unless given). */
    async createOrder(input: {
      referenceId: string;
      amountPaise: number;
      returnUrl: string;
      cancelUrl: string;
      brandName?: string;
    }) {
      const answer = await send<PayPalOrder>('POST', '/v2/checkout/orders', {
        headers: { 'paypal-request-id': `create-${input.referenceId}` },
        json: {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: input.referenceId, amount: inr(input.amountPaise) }],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: input.brandName ?? SHOP_NAME,
                // The shop has the delivery address already; PayPal neither asks for one nor shows one.
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
      });
      const approve = answer.body.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (answer.status >= 400 || !approve) throw new Error(`PayPal create order: ${answer.status}`);
      return { payPalOrderId: answer.body.id, approvalUrl: approve.href };
    },
    /** Captures the approved order; answers the captured amount in paise, or undefined when nothing was captured. */
    async capture(payPalOrderId: string) {
      const answer = await send<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(payPalOrderId)}/capture`,
        {
          // No body, as PayPal's SDK sends it. The same request id makes a retried capture return the first answer.
          headers: { 'content-type': 'application/json', 'paypal-request-id': `capture-${payPalOrderId}` },
        },
      );
      const capture = answer.body.purchase_units?.[0]?.payments?.captures?.[0];
      if (answer.status >= 400 || answer.body.status !== 'COMPLETED' || capture?.status !== 'COMPLETED')
        return undefined;
      if (capture.amount.currency_code !== 'INR') return undefined;
      return { captureId: capture.id, amountPaise: rupeesToPaise(Number(capture.amount.value)) };
    },
    async getOrder(payPalOrderId: string): Promise<PayPalOrder> {
      const answer = await send<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(payPalOrderId)}`, {
        retries: 2,
      });
      if (answer.status >= 400) throw failure('get order', answer);
      return answer.body;
    },
    /**
     * Refunds part of a capture. Never retried here: asked again with the same requestId (after a timeout, say),
     * PayPal answers the refund it already made (PayPal-Request-Id).
     */
    async refundCapture(captureId: string, input: { amountPaise: number; requestId: string; noteToPayer?: string }) {
      const answer = await send<RawRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        headers: { 'paypal-request-id': input.requestId, prefer: 'return=representation' },
        json: { amount: inr(input.amountPaise), note_to_payer: input.noteToPayer },
      });
      return refundAnswer('refund', answer, input.amountPaise);
    },
    async fetchRefund(refundId: string) {
      const answer = await send<RawRefund>('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`, {
        retries: 2,
      });
      return refundAnswer('refund', answer);
    },
  };
}
type RawRefund = { id: string; status: PayPalRefundStatus; amount?: Money };
export type PayPalApi = ReturnType<typeof payPalApi>;
