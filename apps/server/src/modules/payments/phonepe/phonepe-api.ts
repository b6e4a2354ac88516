// Owns talking to PhonePe's Standard Checkout v2: the OAuth token (cached until it nearly expires), pay, order status,
// refunds and their status.
import { createHash, timingSafeEqual } from 'node:crypto';
import { SHOP_NAME } from '@shop/contract/shop';
import { type HttpAnswer, requestJson } from '../../../platform/http-client.ts';
import { isRefusal, ProviderRefusal } from '../provider-errors.ts';

export type PhonePeSettings = {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  apiUrl: string;
  tokenUrl: string;
  webhookUsername: string;
  webhookPassword: string;
  /** How long a call waits for an answer; 10 s unless told. */
  timeoutMs?: number;
};
export type PhonePeState = 'PENDING' | 'FAILED' | 'COMPLETED';
/** How a payment or refund was carried: `rail` is how the money moved (UPI…), `instrument` where it came from. */
export type PhonePeInstrumentCombo = {
  instrument?: Record<string, unknown>;
  rail?: Record<string, unknown>;
  amount?: number;
};
export type PhonePePaymentDetail = {
  transactionId: string;
  paymentMode?: string;
  timestamp?: number;
  amount: number;
  payableAmount?: number;
  feeAmount?: number;
  state: string;
  errorCode?: string;
  detailedErrorCode?: string;
  rail?: Record<string, unknown>;
  instrument?: Record<string, unknown>;
  splitInstruments?: PhonePeInstrumentCombo[];
};
export type PhonePeStatus = {
  orderId: string;
  state: PhonePeState;
  amount: number;
  expireAt?: number;
  errorCode?: string;
  detailedErrorCode?: string;
  /** The udf1…udf15 the payment was started with. */
  metaInfo?: Record<string, string>;
  paymentDetails?: PhonePePaymentDetail[];
};
export type PhonePeRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
export type PhonePeRefundStatus = {
  merchantId?: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: PhonePeRefundState;
  timestamp?: number;
  refundId?: string;
  errorCode?: string;
  detailedErrorCode?: string;
  splitInstruments?: unknown[];
};

/** PhonePe's callback carries Authorization: SHA256(username:password) in hex; compared in constant time. */
export function callbackAuthorised(settings: PhonePeSettings, header: string | undefined): boolean {
  const expected = createHash('sha256').update(`${settings.webhookUsername}:${settings.webhookPassword}`).digest();
  const received = Buffer.from((header ?? '').replace(/^SHA256\s*/i, ''), 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

type PhonePeError = { code?: string; errorCode?: string; message?: string };

/** A 4xx business answer is a refusal; anything else an Error worth asking again. */
function failure(what: string, answer: HttpAnswer<PhonePeError>): Error {
  const code = answer.body.code ?? answer.body.errorCode ?? 'BAD_REQUEST';
  const message = answer.body.message ?? `HTTP ${answer.status}`;
  if (isRefusal(answer.status)) return new ProviderRefusal('phonepe', answer.status, code, message);
  return new Error(`PhonePe ${what}: ${message}`);
}

export function phonePeApi(settings: () => PhonePeSettings) {
  let token: { value: string; expiresAtMs: number } | undefined;

  async function accessToken(): Promise<string> {
    // Refresh five minutes before expiry, never per request (PhonePe's checklist).
    if (token && token.expiresAtMs - Date.now() > 5 * 60_000) return token.value;
    const s = settings();
    const answer = await requestJson<{ access_token?: string; expires_at?: number }>(s.tokenUrl, {
      method: 'POST',
      form: {
        client_id: s.clientId,
        client_version: s.clientVersion,
        client_secret: s.clientSecret,
        grant_type: 'client_credentials',
      },
      retries: 1,
      timeoutMs: s.timeoutMs,
    });
    if (answer.status >= 400 || !answer.body.access_token) throw new Error(`PhonePe token: ${answer.status}`);
    token = { value: answer.body.access_token, expiresAtMs: (answer.body.expires_at ?? 0) * 1000 };
    return token.value;
  }

  /** One authorised call to the PG API; a 401 drops the cached token, so the next call fetches a new one. */
  async function call<T>(what: string, path: string, request: { json?: unknown; retries: number }): Promise<T> {
    const s = settings();
    const answer = await requestJson<T & PhonePeError>(`${s.apiUrl}${path}`, {
      method: request.json === undefined ? 'GET' : 'POST',
      headers: { authorization: `O-Bearer ${await accessToken()}` },
      json: request.json,
      retries: request.retries,
      timeoutMs: s.timeoutMs,
    });
    if (answer.status === 401) token = undefined;
    if (answer.status >= 400) throw failure(what, answer);
    return answer.body;
  }

  return {
    async pay(input: {
      merchantOrderId: string;
      amountPaise: number;
      redirectUrl: string;
      expireAfterSeconds: number;
      /** The shop's name in PhonePe's note (today's unless given). */
      shopName?: string;
    }) {
      const answer = await requestJson<{ orderId?: string; state?: string; redirectUrl?: string; message?: string }>(
        `${settings().apiUrl}/checkout/v2/pay`,
        {
          method: 'POST',
          headers: { authorization: `O-Bearer ${await accessToken()}` },
          json: {
            merchantOrderId: input.merchantOrderId,
            amount: input.amountPaise,
            expireAfter: input.expireAfterSeconds,
            paymentFlow: {
              type: 'PG_CHECKOUT',
              message: `${input.shopName ?? SHOP_NAME} order`,
              merchantUrls: { redirectUrl: input.redirectUrl },
            },
          },
          timeoutMs: settings().timeoutMs,
        },
      );
      if (answer.status >= 400 || !answer.body.redirectUrl || !answer.body.orderId) {
        throw new Error(`PhonePe pay: ${answer.body.message ?? answer.status}`);
      }
      return { phonePeOrderId: answer.body.orderId, redirectUrl: answer.body.redirectUrl };
    },
    status: (merchantOrderId: string) =>
      call<PhonePeStatus>('status', `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`, {
        retries: 2,
      }),
    /**
     * Refunds part or all of a COMPLETED order, answered PENDING. Never retried here: asked again with the same
     * merchantRefundId (after a timeout, say), PhonePe answers the refund it already made.
     */
    async refund(input: { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number }) {
      const answer = await call<{ refundId: string; amount: number; state: PhonePeRefundState }>(
        'refund',
        '/payments/v2/refund',
        {
          json: {
            merchantRefundId: input.merchantRefundId,
            originalMerchantOrderId: input.originalMerchantOrderId,
            amount: input.amountPaise,
          },
          retries: 0,
        },
      );
      return { refundId: answer.refundId, amount: answer.amount, state: answer.state };
    },
    refundStatus: (merchantRefundId: string) =>
      call<PhonePeRefundStatus>('refund status', `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`, {
        retries: 2,
      }),
  };
}
export type PhonePeApi = ReturnType<typeof phonePeApi>;
