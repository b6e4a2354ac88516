// Owns choosing, per provider, the real API (credentials configured) or the built-in sandbox (none), and the clients.
import type { FastifyInstance } from 'fastify';
import { payPalApi, type PayPalSettings } from './paypal/paypal-api.ts';
import { phonePeApi, type PhonePeSettings } from './phonepe/phonepe-api.ts';
import { razorpayApi, type RazorpaySettings } from './razorpay/razorpay-api.ts';
import { SANDBOX } from './sandbox/sandbox-keys.ts';
import { selfUrl } from '../../platform/sandbox/self-url.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export function paymentClients(app: FastifyInstance) {
  const { config } = app;
  const sandboxUrl = (provider: string) => `${selfUrl(app)}/api/sandbox/${provider}`;

  const razorpay = (): RazorpaySettings =>
    config.razorpay
      ? { ...config.razorpay, checkoutScript: RAZORPAY_CHECKOUT_SCRIPT }
      : { ...SANDBOX.razorpay, apiUrl: sandboxUrl('razorpay'), checkoutScript: '/api/sandbox/razorpay/checkout.js' };
  const phonepe = (): PhonePeSettings =>
    config.phonepe ?? {
      ...SANDBOX.phonepe,
      apiUrl: sandboxUrl('phonepe'),
      tokenUrl: `${sandboxUrl('phonepe')}/v1/oauth/token`,
    };
  const paypal = (): PayPalSettings => config.paypal ?? { ...SANDBOX.paypal, apiUrl: sandboxUrl('paypal') };

  return {
    settings: { razorpay, phonepe, paypal },
    razorpay: razorpayApi(razorpay),
    phonepe: phonePeApi(phonepe),
    paypal: payPalApi(paypal),
    sandboxed: { razorpay: !config.razorpay, phonepe: !config.phonepe, paypal: !config.paypal },
  };
}
export type PaymentClients = ReturnType<typeof paymentClients>;
