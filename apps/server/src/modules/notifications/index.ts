// Owns the notifications module's face: what a shopper is told of their order, by mail and on WhatsApp (the
// confirmation, the request to confirm cash on delivery, staff's steps, the parcel's steps, a cancellation, a return's
// steps, a refund). The dispatcher (flows/order-effects.ts) and the flows call these after the change they tell of.
export { cancellationNotice, refundNotice, returnNotice, unconfirmedNotice } from './money-back-mail.ts';
export { codConfirmRequestMail, orderConfirmationMail, orderPageUrl } from './order-mail.ts';
export { askWaitingCodOrders, tellOnWhatsApp, type WhatsAppStep } from './order-whatsapp.ts';
export { orderStepNotice, parcelNotice, type ParcelFacts, type ParcelStep } from './shipping-mail.ts';
