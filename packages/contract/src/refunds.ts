// Owns the money-back API: refunds on an order, the shopper's cancellation, returns and exchanges, and staff's Returns.
import { z } from 'zod';
import { idParams } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './envelope.ts';

/** What a row of an order's timeline records: a status moved, a note, a refund's or a return's step, a parcel's scan. */
export const ORDER_EVENT_KINDS = ['paymentStatus', 'orderStatus', 'note', 'refund', 'return', 'shipment'] as const;

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money going back to the shopper: through the provider that took it, or (Cash on Delivery) a transfer staff record. */
export const refund = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  /** Razorpay, PhonePe, PayPal, or "Bank/UPI transfer" for a Cash on Delivery order. */
  method: z.string(),
  /** The provider's refund id, or the transfer reference staff recorded; null until there is one. */
  reference: z.string().nullable(),
  /** The credit note issued against the order's tax invoice, once there is one. */
  credit_note_number: z.string().nullable(),
});
export type Refund = z.infer<typeof refund>;

/** One line of the order's timeline, as staff see it: who did what, when, and any money moved. */
export const orderEvent = z.object({
  _id: z.string(),
  at: z.string(),
  /** "Shopper", "Staff (email)", "System", or the provider. */
  actor: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  amount: z.number().nullable(),
  reference: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const RETURN_REASONS = ['too_small', 'too_large', 'damaged', 'not_as_pictured', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Size too small',
  too_large: 'Size too large',
  damaged: 'Damaged',
  not_as_pictured: 'Not as pictured',
  other: 'Other',
};

/** requested → approved → received (restocked; refunded or replaced), or requested → rejected. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnRequestBody = z.object({
  items: z
    .array(
      z.object({
        order_item_id: z.uuid('Choose an item of this order'),
        quantity: z.int('Quantity must be a whole number').min(1, 'Quantity must be at least 1'),
        reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
        /** For an exchange: another size or colour of the same product. */
        exchange_variant_id: z.uuid('Choose a size or colour to exchange for').optional(),
      }),
    )
    .min(1, 'Choose at least one item to return')
    .max(50),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});
export type ReturnRequestBody = z.input<typeof returnRequestBody>;
export type ReturnRequestInput = z.output<typeof returnRequestBody>;

export const returnItem = z.object({
  _id: z.string(),
  order_item_id: z.string(),
  title: z.string(),
  image: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  exchange_variant_id: z.string().nullable(),
  exchange_size: z.string().nullable(),
  exchange_colour: z.string().nullable(),
  /** What goes back for this line: price × quantity, or 0 for an exchange. */
  refund_amount: z.number(),
});

export const returnRequest = z.object({
  _id: z.string(),
  order_id: z.string(),
  /** The order's short number ("TT-1042"). */
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  note: z.string(),
  /** Staff's note on approving, rejecting or receiving it: the shopper sees it. */
  staff_note: z.string(),
  items: z.array(returnItem),
  /** What is refunded once the parcel is received. */
  refund_amount: z.number(),
  /** The replacement order placed (at no charge) for an exchange, once received. */
  exchange_order_id: z.string().nullable(),
  exchange_order_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who asked: in staff's list only. */
  customer: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

export const RETURN_ACTIONS = ['approve', 'reject', 'receive'] as const;
export const returnActionBody = z.object({
  action: z.enum(RETURN_ACTIONS, { error: 'action must be approve, reject or receive' }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});

export const refundBody = z.object({
  /** Rupees; without it, the rest of what was paid. */
  amount: z
    .number('Amount must be a number')
    .positive('Amount must be more than zero')
    .multipleOf(0.01, 'Amount has at most two decimals')
    .optional(),
  reason: z.string().trim().min(1, 'Say why this is refunded').max(200, 'Keep the reason under 200 characters'),
  /**
   * A second payment of this order (one of its `duplicate_payments`, by payment id): that payment is refunded in full
   * instead, through its provider, without touching what the order keeps.
   */
  payment_id: z.string().trim().min(1).max(100).optional(),
  /** Cash on Delivery: the bank or UPI transfer's reference, which staff made themselves. */
  reference: z.string().trim().min(4, 'Enter the transfer reference').max(60).optional(),
});
export type RefundBody = z.input<typeof refundBody>;

export const recordTransferBody = z.object({
  reference: z.string().trim().min(4, 'Enter the transfer reference').max(60),
});

/** A refund's credit note, sent as the PDF itself (the id is the refund's). */
const creditNotePdf = z.string().describe('The credit note as a PDF (application/pdf)');

const returnAnswer = z.object({ success: z.literal(true), message: z.string(), data: returnRequest });
const returnList = z.object({ success: z.literal(true), data: z.array(returnRequest) });
const refundAnswer = z.object({ success: z.literal(true), message: z.string(), data: refund });

const shopperErrors = [400, 401, 403, 404, 409, 429] as const;
const adminErrors = [400, 401, 403, 404, 409, 502] as const;

/** The shopper's side: cancel (orders.ts's cancel endpoint), return or exchange, and see their requests. */
export const returnEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/shop/order/return/:id',
    tag: 'returns',
    params: idParams,
    body: returnRequestBody,
    status: 201,
    answer: returnAnswer,
    errors: shopperErrors,
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/shop/order/credit-note/:id',
    tag: 'returns',
    params: idParams,
    answer: creditNotePdf,
    errors: shopperErrors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shop/order/returns/:id',
    tag: 'returns',
    params: idParams,
    answer: returnList,
    errors: shopperErrors,
  }),
};

export const returnStatusQuery = pageQuery.extend({
  status: z.enum(RETURN_STATUSES, { error: 'status must be requested, approved, rejected or received' }).optional(),
});

/** Staff's side: the Returns screen, and refunds from the order details. */
export const adminRefundEndpoints = {
  returns: endpoint({
    method: 'GET',
    path: '/api/admin/returns',
    permission: 'returns.manage',
    tag: 'admin returns',
    query: returnStatusQuery,
    answer: returnList.extend({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
    errors: adminErrors,
  }),
  updateReturn: endpoint({
    method: 'PUT',
    path: '/api/admin/returns/:id',
    permission: 'returns.manage',
    tag: 'admin returns',
    params: idParams,
    body: returnActionBody,
    answer: returnAnswer,
    errors: adminErrors,
  }),
  /** An `Idempotency-Key` already used on the order answers that refund; used with a different body, a 422. */
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/orders/refund/:id',
    permission: 'refunds.create',
    tag: 'admin orders',
    params: idParams,
    body: refundBody,
    answer: refundAnswer,
    errors: [...adminErrors, 422],
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/admin/orders/credit-note/:id',
    permission: 'orders.read',
    tag: 'admin orders',
    params: idParams,
    answer: creditNotePdf,
    errors: adminErrors,
  }),
  recordTransfer: endpoint({
    method: 'POST',
    path: '/api/admin/refunds/record/:id',
    permission: 'refunds.create',
    tag: 'admin orders',
    params: idParams,
    body: recordTransferBody,
    answer: refundAnswer,
    errors: adminErrors,
  }),
};
