// Owns the providers the shop pays with, each behind the one PaymentProvider interface: adding a provider is its
// folder and its line here (and its credentials in provider-clients.ts).
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '@shop/contract/shop';
import { payPalProvider } from './paypal/paypal-provider.ts';
import { phonePeProvider } from './phonepe/phonepe-provider.ts';
import { paymentClients } from './provider-clients.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { razorpayProvider } from './razorpay/razorpay-provider.ts';

export function paymentProviders(app: FastifyInstance) {
  const clients = paymentClients(app);
  const byName = {
    razorpay: razorpayProvider(clients.razorpay, clients.settings.razorpay),
    phonepe: phonePeProvider(clients.phonepe, clients.settings.phonepe, app.log),
    paypal: payPalProvider(clients.paypal),
  } satisfies Record<ProviderName, PaymentProvider>;
  return {
    ...byName,
    /** The provider a payment attempt or a refund names. */
    of: (name: ProviderName): PaymentProvider => byName[name],
    /** The provider of a way of paying; none for Cash on Delivery. */
    forMethod: (method: PaymentMethod): PaymentProvider | undefined =>
      Object.values(byName).find((provider) => provider.method === method),
    /** Which ones run against the built-in sandbox (no credentials configured): the shop shows "Test mode". */
    sandboxed: clients.sandboxed,
    /** Whether any provider takes test payments (a sandbox, or test credentials): checkout says "Test mode". */
    testMode: Object.values(clients.sandboxed).some(Boolean) || app.config.providerTestMode,
  };
}
export type PaymentProviders = ReturnType<typeof paymentProviders>;
