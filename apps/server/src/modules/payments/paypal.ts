// Owns talking to the redirect provider in PayPal's Orders v2 shape: create an order, send the buyer to approve it, capture.
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { requestJson } from '../../platform/http-client.ts';

export type PayPalSettings = { clientId: string; clientSecret: string; apiUrl: string };
type PayPalOrder = {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    reference_id?: string;
    amount?: { value: string; currency_code: string };
    payments?: { captures?: { id: string; status: string; amount: { value: string; currency_code: string } }[] };
  }[];
};

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
    });
    if (answer.status >= 400 || !answer.body.access_token) throw new Error(`PayPal token: ${answer.status}`);
    token = { value: answer.body.access_token, expiresAtMs: Date.now() + (answer.body.expires_in ?? 300) * 1000 };
    return token.value;
  }

  return {
    /** Amounts are decimal strings in PayPal's API; ours are paise. */
    async createOrder(input: { referenceId: string; amountPaise: number; returnUrl: string; cancelUrl: string }) {
      const answer = await requestJson<PayPalOrder>(`${settings().apiUrl}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'paypal-request-id': `create-${input.referenceId}` },
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              amount: { currency_code: 'INR', value: paiseToRupees(input.amountPaise).toFixed(2) },
            },
          ],
          application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW' },
        },
      });
      const approve = answer.body.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (answer.status >= 400 || !approve) throw new Error(`PayPal create order: ${answer.status}`);
      return { payPalOrderId: answer.body.id, approvalUrl: approve.href };
    },
    /** Captures the approved order; answers the captured amount in paise, or undefined when nothing was captured. */
    async capture(payPalOrderId: string) {
      const answer = await requestJson<PayPalOrder>(
        `${settings().apiUrl}/v2/checkout/orders/${encodeURIComponent(payPalOrderId)}/capture`,
        {
          method: 'POST',
          // The same request id makes a retried capture return the first answer instead of capturing twice.
          headers: { authorization: `Bearer ${await accessToken()}`, 'paypal-request-id': `capture-${payPalOrderId}` },
          json: {},
        },
      );
      const capture = answer.body.purchase_units?.[0]?.payments?.captures?.[0];
      if (answer.status >= 400 || answer.body.status !== 'COMPLETED' || capture?.status !== 'COMPLETED')
        return undefined;
      if (capture.amount.currency_code !== 'INR') return undefined;
      return { captureId: capture.id, amountPaise: rupeesToPaise(Number(capture.amount.value)) };
    },
  };
}
export type PayPalApi = ReturnType<typeof payPalApi>;
