// Owns the payments module's face: the providers (each behind one interface, with its sandbox), the payment attempts,
// the provider calls the flows make (opening an attempt, checking Razorpay's modal answer, capturing the redirect
// provider's approval), the payment a refund names, and the words a payment's outcome comes to. The flows decide what
// a provider's word means for an order (flows/settle-payment.ts).
export {
  checkAmount,
  type ConfirmOutcome,
  type PayableOrder,
  payableOrder,
  PAYMENT_MESSAGES,
  type PaymentOutcome,
  type Settled,
  settleOutcome,
} from './payment-outcomes.ts';
export { type PaymentRecord, type PaymentRecords, paymentRecords } from './payment-records.ts';
export { captureApproved } from './paypal/paypal-capture.ts';
export { phonePeLanding } from './phonepe/phonepe-return.ts';
export {
  type NextStep,
  type PaymentHeard,
  type PaymentProvider,
  type ProviderName,
  type RefundHeard,
  type RefundToSend,
  type WebhookEvent,
} from './provider.ts';
export { RAZORPAY_CHECKOUT_SCRIPT } from './provider-clients.ts';
export { ProviderRefusal } from './provider-errors.ts';
export { type PaymentProviders, paymentProviders } from './provider-registry.ts';
export { checkoutAnswer, checkoutFor } from './razorpay/razorpay-checkout.ts';
export { refundRef } from './refund-ref.ts';
export { sandboxRoutes } from './sandbox/sandbox-routes.ts';
export { type MoneyHeard, startAttempt } from './start-attempt.ts';
