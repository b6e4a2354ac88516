// Owns the payments module's face: its routes, sandbox, sweep, providers, and the services flows/checkout.ts composes
// over the desk (what payments ask of orders).
export { type OrderDesk } from './order-desk.ts';
export { paymentRecords } from './payment-records.ts';
export { paymentRoutes } from './payment-routes.ts';
export { paymentService } from './payment-service.ts';
export { startPaymentSweeper } from './payment-sweeper.ts';
export { RAZORPAY_CHECKOUT_SCRIPT } from './provider-clients.ts';
export { paymentProviders } from './provider-registry.ts';
export { type RefundService, refundService } from './refund-service.ts';
export { refundRef } from './refund-ref.ts';
export { sandboxRoutes } from './sandbox/sandbox-routes.ts';
