// Owns talking to PhonePe's Standard Checkout v2: the OAuth token (cached until it nearly expires), pay, order status.
import { createHash, timingSafeEqual } from 'node:crypto';
import { requestJson } from '../../platform/http-client.ts';

export type PhonePeSettings = {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  apiUrl: string;
  tokenUrl: string;
  webhookUsername: string;
  webhookPassword: string;
};
export type PhonePeState = 'PENDING' | 'FAILED' | 'COMPLETED';
export type PhonePeStatus = {
  orderId: string;
  state: PhonePeState;
  amount: number;
  paymentDetails?: { transactionId: string; state: string; amount: number; paymentMode?: string }[];
};

/** PhonePe's callback carries Authorization: SHA256(username:password) in hex; compared in constant time. */
export function callbackAuthorised(settings: PhonePeSettings, header: string | undefined): boolean {
  const expected = createHash('sha256').update(`${settings.webhookUsername}:${settings.webhookPassword}`).digest();
  const received = Buffer.from((header ?? '').replace(/^SHA256\s*/i, ''), 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
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
    });
    if (answer.status >= 400 || !answer.body.access_token) throw new Error(`PhonePe token: ${answer.status}`);
    token = { value: answer.body.access_token, expiresAtMs: (answer.body.expires_at ?? 0) * 1000 };
    return token.value;
  }

  return {
    async pay(input: {
      merchantOrderId: string;
      amountPaise: number;
      redirectUrl: string;
      expireAfterSeconds: number;
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
              message: 'Thread & Tote order',
              merchantUrls: { redirectUrl: input.redirectUrl },
            },
          },
        },
      );
      if (answer.status >= 400 || !answer.body.redirectUrl || !answer.body.orderId) {
        throw new Error(`PhonePe pay: ${answer.body.message ?? answer.status}`);
      }
      return { phonePeOrderId: answer.body.orderId, redirectUrl: answer.body.redirectUrl };
    },
    async status(merchantOrderId: string): Promise<PhonePeStatus> {
      const answer = await requestJson<PhonePeStatus & { message?: string }>(
        `${settings().apiUrl}/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
        { headers: { authorization: `O-Bearer ${await accessToken()}` }, retries: 2 },
      );
      if (answer.status >= 400) throw new Error(`PhonePe status: ${answer.body.message ?? answer.status}`);
      return answer.body;
    },
  };
}
export type PhonePeApi = ReturnType<typeof phonePeApi>;
