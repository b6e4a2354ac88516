// Owns the payment calls checkout makes, typed by the contract's descriptions (the providers' webhooks and PhonePe's
// return are theirs to call, not ours).
import type { paymentEndpoints } from '@shop/contract/payments';
import { endpointClient } from '#web/lib/api-client.ts';

export const paymentApi = endpointClient<
  Pick<typeof paymentEndpoints, 'razorpayOrder' | 'razorpayVerify' | 'phonePeOrder' | 'capture'>
>({
  razorpayOrder: 'POST /api/razorpay/payment/order',
  razorpayVerify: 'POST /api/razorpay/payment/verify',
  phonePeOrder: 'POST /api/phonepe/payment/order',
  capture: 'POST /api/shop/order/capture',
});
