// Owns choosing, per provider, the real API (credentials configured) or the built-in sandbox (none), and the clients.
import type { FastifyInstance } from 'fastify';
import { payPalApi, type PayPalSettings } from './paypal/paypal-api.ts';
import { phonePeApi, type PhonePeSettings } from './phonepe/phonepe-api.ts';
import { razorpayApi, type RazorpaySettings } from './razorpay/razorpay-api.ts';
import { SANDBOX } from './sandbox/sandbox-keys.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where this very process listens, for the server's own HTTP calls to its sandbox. Known once it listens. */
export function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && host !== '127.0.0.1' ? `[${host}]` : host}:${address.port}`;
}

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
