// Owns the payment calls checkout makes besides placing the order, typed by the contract's descriptions: Razorpay's
// verify and the redirect provider's capture (the providers' webhooks and PhonePe's return are theirs to call).
import type { paymentEndpoints } from '@shop/contract/payments';
import { endpointClient } from '#web/lib/api-client.ts';

export const paymentApi = endpointClient<Pick<typeof paymentEndpoints, 'razorpayVerify' | 'capture'>>({
  razorpayVerify: 'POST /api/razorpay/payment/verify',
  capture: 'POST /api/shop/order/capture',
});
