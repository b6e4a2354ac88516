// Owns the orders module's face: its routes and sweep, the lifecycle's timeline, and what payments and flows call.
export { adminOrderRoutes } from './admin-order-routes.ts';
export { recordTimeline } from './lifecycle.ts';
export { refundNotice } from './money-back-mail.ts';
export { confirmAndNotify, failPayment, placeOrder } from './order-payments.ts';
export { findPayableOrder, pendingOrdersDue } from './order-queries.ts';
export { orderRoutes } from './order-routes.ts';
export { claimRefund, pendingRefunds, refundAsked, settleRefund } from './refunds.ts';
export { startReservationSweeper } from './reservation-sweeper.ts';
export { cartLinesOf } from './order-service.ts';
