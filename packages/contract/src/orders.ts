// Owns the orders API (SPEC §3 Order, §7 Shop order and Admin orders).
import { z } from 'zod';
import { userIdParams } from './cart.ts';
import { idParams } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { messageAnswer, pageQuery } from './envelope.ts';
import { orderEvent, refund } from './refunds.ts';
import { couponCode } from './coupons.ts';
import { buyerGstinProblem } from './india.ts';
import { nextStep } from './payments-next.ts';
import { SHIPMENT_STATES, shipment } from './shipping.ts';
import { COD_CONFIRMATIONS } from './whatsapp.ts';
import { codRisk } from './cod.ts';
import { ADMIN_ORDER_STATUSES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './shop.ts';

/**
 * What a viewer may do with an order now, as the server's order lifecycle decides it: the shopper's `cancel` and
 * `return`; staff's `set_status` (any of SPEC §4's statuses), `mark_shipped`, `ship` (book its parcel through the
 * courier aggregator, when it has none yet), `mark_delivered`, `reject` (with a refund
 * of what is refundable, in one request), `refund`, `collect_cash` and `return_to_origin` (Cash on Delivery);
 * `confirm_cod`: the shopper confirms (or cancels) their Cash on Delivery order, or staff confirm it after a call; and
 * staff's `edit_buyer`: add, change or remove the business buyer's GSTIN and name until the invoice is filed.
 */
export const ORDER_ACTIONS = [
  'cancel',
  'return',
  'set_status',
  'mark_shipped',
  'ship',
  'mark_delivered',
  'reject',
  'refund',
  'collect_cash',
  'return_to_origin',
  'confirm_cod',
  'edit_buyer',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const orderItem = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});

export const orderAddress = z.object({
  address_id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  notes: z.string(),
});

/** A second payment for an order that was already paid: the order stands, and this money goes back to the shopper. */
export const duplicatePayment = z.object({
  payment_id: z.string(),
  payment_method: z.string(),
  amount: z.number(),
  received_at: z.string(),
  /** How its refund stands, once staff have asked for one. */
  refund_status: z.enum(['pending', 'processed', 'failed']).nullable(),
});
export type DuplicatePaymentInfo = z.infer<typeof duplicatePayment>;

/** One effect of an order's change that keeps failing (decision 037). */
export const failingEffect = z.object({
  /** What happened to the order (cancel, setStatus, refundOpened…). */
  event: z.string(),
  /** What was to follow it (sendRefund, cancelParcel, stepMail…). */
  effect: z.string(),
  /** The same as staff read it: "Asking the payment provider for the refund". */
  description: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type FailingEffect = z.infer<typeof failingEffect>;

export const order = z.object({
  _id: z.string(),
  /** The shop's own short number for the order, as people read it out ("TT-1042"); one series, never reused. */
  order_number: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  total_amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_id: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  /** A sale, or an exchange's replacement (sent at no charge; its payment method is the original order's). */
  kind: z.enum(ORDER_KINDS),
  needs_refund: z.boolean(),
  /** The Cash on Delivery fee included in total_amount (0 otherwise). */
  cod_fee: z.number(),
  /** A coupon's discount, already taken off total_amount (0 without one), and the coupon's code. */
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  /** The discount for paying online, already taken off total_amount too (0 for Cash on Delivery, or with it off). */
  online_discount_amount: z.number(),
  /** A Cash on Delivery order waiting for the shopper to confirm it, confirmed, or cancelled for want of it; null otherwise. */
  cod_confirmation: z.enum(COD_CONFIRMATIONS).nullable(),
  /** Until when an awaiting Cash on Delivery order may be confirmed; after it, it is cancelled and its stock freed. */
  cod_confirm_until: z.string().nullable(),
  /** Whether the shopper asked for this order's updates on WhatsApp, on its address's phone. */
  whatsapp_opt_in: z.boolean(),
  /** A business buyer's GSTIN and name, for a B2B tax invoice; null for a consumer. */
  buyer_gstin: z.string().nullable(),
  buyer_business_name: z.string().nullable(),
  /**
   * Why staff can no longer change the buyer's GSTIN and name (its invoice's month is in a downloaded GSTR-1, or a
   * credit note reduces it); null when they can: in staff's answers only.
   */
  buyer_locked: z.string().nullable().optional(),
  /** Who carries the parcel, and its tracking number, once staff send it; the link to follow it when the carrier is known. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** The parcel booked through the courier aggregator, with its scans; null for one sent another way (or not yet). */
  shipment: shipment.nullable(),
  duplicate_payments: z.array(duplicatePayment),
  cart_items: z.array(orderItem),
  address_info: orderAddress,
  /** The tax invoice's number once the order is paid and the shop's details are filled in; null until then. */
  invoice_number: z.string().nullable(),
  /** Money given back, newest first; refunded_amount counts the processed ones. */
  refunds: z.array(refund),
  refunded_amount: z.number(),
  /** Until when the shopper may cancel it themselves (a day after ordering, before it ships); null when they cannot. */
  cancel_until: z.string().nullable(),
  /** Until when the shopper may ask to return or exchange (2 days after delivery); null when they cannot. */
  return_until: z.string().nullable(),
  /** When staff marked it delivered. */
  delivered_at: z.string().nullable(),
  /** What this viewer (the shopper, or staff) may do with the order now; the screens draw their buttons from it. */
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  /** What can still be refunded, in rupees: what was paid less every refund that has not failed. */
  refundable_amount: z.number(),
  /** A Cash on Delivery order's pincode and shopper history of parcels come back: in staff's order details only. */
  cod_risk: codRisk.nullable().optional(),
  /** Every change and money movement, oldest first: in staff's order details only. */
  events: z.array(orderEvent).optional(),
  /**
   * What should have followed the order's changes and has failed three times or more (a refund not asked, a parcel not
   * cancelled, a mail not sent), still tried again at `next_attempt_at`: in staff's order details only.
   */
  failing_effects: z.array(failingEffect).optional(),
});
export type Order = z.infer<typeof order>;

/** A business buyer's GSTIN, upper-cased: its shape, state code and check character (an empty one means none). */
const buyerGstin = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((gstin, ctx) => {
    const problem = gstin === '' ? undefined : buyerGstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const buyerBusinessName = z.string().trim().max(100, 'The business name is at most 100 characters');
const BUYER_MESSAGES = {
  nameNeeded: 'Give the business name that goes with the GSTIN',
  gstinNeeded: 'Give the business’s GSTIN, or leave the business name empty',
} as const;

type BuyerFields = { buyer_gstin?: string | null | undefined; buyer_business_name?: string | null | undefined };

/** A GSTIN and a business name come together or not at all: at checkout and in staff's edit alike. */
function buyerTogether(body: BuyerFields, ctx: z.RefinementCtx) {
  if (body.buyer_gstin && (body.buyer_business_name ?? '').length < 2) {
    ctx.addIssue({ code: 'custom', path: ['buyer_business_name'], message: BUYER_MESSAGES.nameNeeded });
  }
  if (body.buyer_business_name && !body.buyer_gstin) {
    ctx.addIssue({ code: 'custom', path: ['buyer_gstin'], message: BUYER_MESSAGES.gstinNeeded });
  }
}
/**
 * The spec's order-creation payload. Only the user, the chosen saved address and the payment method are read; items,
 * prices, totals and statuses always come from the database, whatever a client sends here.
 */
export const createOrderBody = z
  .looseObject({
    user_id: z.string().optional(),
    cartId: z.string().optional(),
    cartItems: z.array(z.unknown()).optional(),
    addressInfo: z.looseObject({ address_id: z.uuid('Please select one address to proceed.') }),
    orderStatus: z.string().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
    /** A coupon the shopper applied: checked and worked out again here, never taken from the page. */
    couponCode: couponCode.optional(),
    /** "Send order updates on WhatsApp", asked once at checkout on the address's phone (unticked unless remembered). */
    whatsapp_opt_in: z.boolean({ error: 'whatsapp_opt_in must be true or false' }).optional(),
    /** A business buying for its books (B2B): its GSTIN and name go on the tax invoice; both or neither. */
    buyer_gstin: buyerGstin.optional(),
    buyer_business_name: buyerBusinessName.optional(),
    paymentStatus: z.string().optional(),
    totalAmount: z.unknown().optional(),
    orderDate: z.unknown().optional(),
    orderUpdateDate: z.unknown().optional(),
    paymentId: z.unknown().optional(),
    payerId: z.unknown().optional(),
  })
  .superRefine(buyerTogether);
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const createOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order_id: z.string(),
  total_amount: z.number(),
  /** The redirect provider's approval page (SPEC §7), also given as `next`. */
  approvalURL: z.string().optional(),
  /** What the browser does next to pay for the order: every method's one answer (decision 022). */
  next: nextStep.optional(),
});

export const orderList = z.object({
  success: z.literal(true),
  data: z.array(order),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
});
/** A tax invoice, sent as the PDF itself (application/pdf); a link downloads it. */
export const invoicePdf = z.string().describe('The tax invoice as a PDF (application/pdf)');

export const orderAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: order });
export const updateOrderStatusBody = z
  .object({
    orderStatus: z
      .enum(ADMIN_ORDER_STATUSES, {
        error: 'orderStatus must be pending, inProcess, inShipping, delivered, rejected or returned',
      })
      .optional(),
    /** With orderStatus 'rejected': also refund what is refundable, in the same request ("Reject and refund"). */
    refund: z.boolean().optional(),
    /** Cash on Delivery only: staff collected the cash. */
    paymentStatus: z.literal('paid', { error: 'paymentStatus can only be set to paid (cash collected)' }).optional(),
    /** Who carries the parcel and its tracking number (both shown to the shopper); empty clears them. */
    carrier: z.string().trim().max(60, 'Keep the carrier under 60 characters').optional(),
    trackingNumber: z.string().trim().max(60, 'Keep the tracking number under 60 characters').optional(),
    /** A private note for staff, added to the order's timeline. */
    note: z.string().trim().max(1000, 'Keep the note under 1,000 characters').optional(),
  })
  .refine(
    (b) =>
      b.orderStatus !== undefined ||
      b.paymentStatus !== undefined ||
      b.carrier !== undefined ||
      b.trackingNumber !== undefined ||
      Boolean(b.note),
    { error: 'Send orderStatus, paymentStatus, carrier, trackingNumber or note' },
  );

/**
 * Staff set the order's business buyer (issue 31): a GSTIN and name, both checked as at checkout, or both null (or
 * empty) to make it a consumer's order again.
 */
export const editBuyerBody = z
  .object({
    buyer_gstin: buyerGstin.nullable().transform((gstin) => gstin || null),
    buyer_business_name: buyerBusinessName.nullable().transform((name) => name || null),
  })
  .superRefine(buyerTogether);
export type EditBuyerBody = z.input<typeof editBuyerBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD');

/**
 * Staff's orders list, newest first, a page at a time: optionally only the orders matching a search (an order number
 * "TT-1042" or "1042", a long id, the shopper's name, email or phone), an order status, a payment status, a parcel's
 * state ('none' for orders with no parcel booked) and the days they were placed (India's calendar, both included).
 */
export const adminOrdersQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  order_status: z.enum(ORDER_STATUSES, { error: 'Choose an order status' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'Choose a payment status' }).optional(),
  shipment: z.enum([...SHIPMENT_STATES, 'none'], { error: 'Choose a shipment state' }).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** Every refusal a shopper's signed-in call can meet (envelope.ts's shopperErrorAnswers). */
const shopperErrors = [400, 401, 403, 404, 409, 429] as const;

/** /api/shop/order: placing an order from the cart, and the signed-in shopper's own orders. */
export const orderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/shop/order/create',
    tag: 'orders',
    body: createOrderBody,
    status: 201,
    answer: createOrderAnswer,
    errors: shopperErrors,
  }),
  /**
   * An order waiting for its online payment is let go (its stock back on sale). A confirmed one is cancelled within a
   * day of ordering and before it ships: its stock is back on sale and what was paid is refunded in full. Else a 409
   * says why not.
   */
  cancel: endpoint({
    method: 'POST',
    path: '/api/shop/order/cancel/:id',
    tag: 'orders',
    params: idParams,
    answer: messageAnswer,
    errors: shopperErrors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shop/order/list/:userId',
    tag: 'orders',
    params: userIdParams,
    answer: orderList,
    errors: shopperErrors,
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/shop/order/invoice/:id',
    tag: 'orders',
    params: idParams,
    answer: invoicePdf,
    errors: shopperErrors,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/shop/order/details/:id',
    tag: 'orders',
    params: idParams,
    answer: orderAnswer,
    errors: shopperErrors,
  }),
};

const adminErrors = [400, 401, 403, 404] as const;

/** /api/admin/orders: staff see every order and move its status. */
export const adminOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders/get',
    permission: 'orders.read',
    tag: 'admin orders',
    query: adminOrdersQuery,
    answer: orderList,
    errors: adminErrors,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/admin/orders/details/:id',
    permission: 'orders.read',
    tag: 'admin orders',
    params: idParams,
    answer: orderAnswer,
    errors: adminErrors,
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/admin/orders/invoice/:id',
    permission: 'orders.read',
    tag: 'admin orders',
    params: idParams,
    answer: invoicePdf,
    errors: adminErrors,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/update/:id',
    permission: 'orders.update',
    tag: 'admin orders',
    params: idParams,
    body: updateOrderStatusBody,
    answer: messageAnswer,
    errors: adminErrors,
  }),
  /**
   * Staff add, change or remove the order's business buyer; an invoice already issued is issued again with the same
   * number and date. Refused (409) once the invoice's month is in a downloaded GSTR-1 or a credit note reduces it.
   */
  editBuyer: endpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/buyer',
    permission: 'orders.update',
    tag: 'admin orders',
    params: idParams,
    body: editBuyerBody,
    answer: orderAnswer,
    errors: [...adminErrors, 409],
  }),
};
