// Owns the orders module's face: the lifecycle, the order's rows (lines, money, refunds), reading orders, the
// sweep, how many orders a shopper may leave unpaid, and staff's change of its business buyer (with its route); the
// flows compose these with the other modules (what the shopper is told is modules/notifications').
export { adminBuyerRoutes } from './buyer-details-routes.ts';
export { cancelByShopper } from './cancellation.ts';
export { codRiskOf, codRiskRefusal } from './cod-risk.ts';
export {
  answerCodOrder,
  cancelUnconfirmed,
  COD_MESSAGES,
  type CodAnswerer,
  confirmPageUrl,
  newConfirmCode,
  newConfirmToken,
  unconfirmedCodOrders,
} from './cod-confirmation.ts';
export {
  lockOrder,
  noteOnOrder,
  openOrder,
  type OrderRow,
  recordPastOrder,
  recordTimeline,
  transition,
} from './lifecycle.ts';
export {
  claimOutbox,
  EVENT_ROW,
  expandEvent,
  failingEffectsOf,
  type OrderEventName,
  type OrderEventPayload,
  outboxDone,
  outboxFailed,
  type OutboxRow,
  recordHappened,
} from './order-outbox.ts';
export { couponLinesOf, failPayment, keepSecondPayment, type Payment, stockLinesOf } from './order-money.ts';
export { dateTime, REFUND_METHOD_NAMES, returnRefusal, shipRefusal, wasPaid } from './order-policy.ts';
export {
  eventsOf,
  findPayableOrder,
  getOrder,
  listAllOrders,
  listOrdersOf,
  parcelFacts,
  type ParcelFactsOfOrder,
  pendingOrdersDue,
  toRefund,
} from './order-queries.ts';
export {
  backOnSale,
  holdsExactly,
  openCodOrders,
  ORDER_MESSAGES,
  pendingOrdersOf,
  releaseOrder,
  updateOrder,
  type WaitingOrder,
  writeOrderLines,
} from './order-service.ts';
export {
  cancellationRefundOf,
  claimRefund,
  openRefund,
  refundById,
  refundableLeft,
  pendingRefunds,
  recordTransfer,
  REFUND_MESSAGES,
  refundAsked,
  type RefundRow,
  endRefund,
  type RefundOutcome,
} from './refunds.ts';
export { startReservationSweeper } from './reservation-sweeper.ts';
export { checkoutPause, leftUnpaid } from './unpaid-orders.ts';
