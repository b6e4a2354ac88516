// Owns the shipping API: couriers that serve an order's pincode with their price and date, booking parcels (one or
// many at once) through the shop's courier aggregator, their labels and manifest, failed deliveries, the tracking
// webhooks the aggregator sends, and the cash couriers collect and remit (decision 026).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, okAnswer } from './envelope.ts';

/**
 * Where a parcel is, in the shop's words: booked (an AWB assigned, waiting for pickup), then picked up, in transit,
 * out for delivery and delivered; or undelivered (an attempt failed: NDR), returning to the shop (RTO initiated),
 * returned to the shop (RTO delivered), cancelled before pickup, or lost.
 */
export const SHIPMENT_STATES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
  'lost',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempt failed',
  rto_initiated: 'Returning to us',
  rto_delivered: 'Returned to us',
  cancelled: 'Shipment cancelled',
  lost: 'Lost in transit',
};

/** Where a parcel's state can go: a state that ends it (delivered, returned to us, cancelled, lost) moves no more. */
export const SHIPMENT_ENDED: readonly ShipmentState[] = ['delivered', 'rto_delivered', 'cancelled', 'lost'];

/** One scan of the parcel, oldest first on the order's tracking timeline. */
export const shipmentEvent = z.object({
  at: z.string(),
  status: z.enum(SHIPMENT_STATES),
  /** The courier's own words for the scan ("Shipment picked up", "Consignee not available"). */
  location: z.string().nullable(),
  note: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEvent>;

/** The cash a courier collects for a Cash on Delivery parcel, and what it has paid over to the shop. */
export const shipmentCod = z.object({
  amount: z.number(),
  collected: z.boolean(),
  remitted_amount: z.number(),
  remittance_reference: z.string().nullable(),
  remitted_at: z.string().nullable(),
  /** Collected and not yet paid over. */
  due: z.number(),
});

/** A failed delivery attempt waiting on staff: the courier's reason, how many attempts, and what staff asked. */
export const shipmentNdr = z.object({
  reason: z.string(),
  attempts: z.number().int(),
  at: z.string(),
  /** What staff asked of the courier ('reattempt' or 'return'), once they have. */
  action: z.enum(['reattempt', 'return']).nullable(),
});

/** The order's parcel as the shopper and staff see it; staff's answers also carry its money and the failed attempt. */
export const shipment = z.object({
  awb: z.string().nullable(),
  courier_name: z.string().nullable(),
  status: z.enum(SHIPMENT_STATES),
  /** The date the courier promised when it was booked, and the date it now expects (ISO dates, India's calendar). */
  promised_date: z.string().nullable(),
  expected_date: z.string().nullable(),
  tracking_url: z.string().nullable(),
  events: z.array(shipmentEvent),
  /** Staff only: the label PDF, what the courier charged (rupees), the COD cash, and a failed attempt. */
  label_url: z.string().nullable().optional(),
  charge: z.number().nullable().optional(),
  cod: shipmentCod.nullable().optional(),
  ndr: shipmentNdr.nullable().optional(),
});
export type Shipment = z.infer<typeof shipment>;

/** A courier that serves the order's pincode: its price in rupees and the date it promises (ISO). */
export const courierRate = z.object({
  courier_id: z.string(),
  courier_name: z.string(),
  rate: z.number(),
  etd: z.string(),
  /** Whether it collects Cash on Delivery. */
  cod: z.boolean(),
  /** The cheapest and the fastest of the list, marked for staff. */
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type CourierRate = z.infer<typeof courierRate>;

const orderId = z.uuid('Choose an order');

export const shipBody = z.object({
  order_ids: z
    .array(orderId)
    .min(1, 'Choose at least one order to ship')
    .max(100, 'Ship at most 100 orders at once')
    .transform((ids) => [...new Set(ids)]),
  /** The courier staff chose from the rates; without it the aggregator's recommended one. */
  courier_id: z.string().trim().min(1).max(40).optional(),
});
export type ShipBody = z.input<typeof shipBody>;

export const shippedParcel = z.object({
  order_id: z.string(),
  order_number: z.string(),
  awb: z.string(),
  courier_name: z.string(),
  label_url: z.string(),
  status: z.enum(SHIPMENT_STATES),
});

export const shipAnswer = okAnswer(
  z.object({
    shipments: z.array(shippedParcel),
    failed: z.array(z.object({ order_id: z.string(), message: z.string() })),
    /** One PDF of every label of the shipments, and their manifest; null when none shipped. */
    labels_url: z.string().nullable(),
    manifest_url: z.string().nullable(),
    /** The day the courier comes for them (ISO date), once a pickup is requested. */
    pickup_date: z.string().nullable(),
  }),
).extend({ message: z.string() });

export const orderIdsQuery = z.object({
  order_ids: z
    .string()
    .trim()
    .min(1, 'Choose at least one order')
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(orderId).min(1, 'Choose at least one order').max(100, 'At most 100 orders at once')),
});

export const NDR_ACTIONS = ['reattempt', 'return'] as const;
export const ndrBody = z
  .object({
    action: z.enum(NDR_ACTIONS, { error: 'Choose re-attempt or return' }),
    /** The day to try again (YYYY-MM-DD), within the next week. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD')
      .optional(),
    /** A corrected address line, or phone, for the courier's next attempt. */
    address: z
      .string()
      .trim()
      .min(5, 'Enter the full address')
      .max(300, 'Keep the address under 300 characters')
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number')
      .optional(),
  })
  .refine((b) => b.action === 'reattempt' || (!b.date && !b.address && !b.phone), {
    error: 'A return takes no date, address or phone',
  });
export type NdrBody = z.input<typeof ndrBody>;

export const remittanceAnswer = okAnswer(
  z.object({
    /** Rows matched to a parcel of ours and recorded now, and the rupees they remitted. */
    recorded: z.number().int(),
    amount: z.number(),
    /** Rows already recorded by an earlier upload (uploading a file twice changes nothing). */
    already: z.number().int(),
    /** Rows refused: an AWB that is not ours, or an amount that does not match the parcel's. */
    refused: z.array(z.object({ row: z.number().int(), awb: z.string(), message: z.string() })),
  }),
).extend({ message: z.string() });

const orderIdParams = z.object({ orderId });
const adminErrors = [400, 401, 403, 404, 409, 502, 503] as const;

/** /api/admin/shipping: staff ship through the aggregator; /api/shipping: its webhooks. */
export const shippingEndpoints = {
  rates: endpoint({
    method: 'GET',
    path: '/api/admin/shipping/rates/:orderId',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    params: orderIdParams,
    answer: okAnswer(z.array(courierRate)),
    errors: adminErrors,
  }),
  ship: endpoint({
    method: 'POST',
    path: '/api/admin/shipping/ship',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    body: shipBody,
    answer: shipAnswer,
    errors: adminErrors,
  }),
  labels: endpoint({
    method: 'GET',
    path: '/api/admin/shipping/labels',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    query: orderIdsQuery,
    answer: z.string().describe('Every label as one PDF (application/pdf), 4×6 inches a page'),
    errors: adminErrors,
  }),
  manifest: endpoint({
    method: 'GET',
    path: '/api/admin/shipping/manifest',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    query: orderIdsQuery,
    answer: z.string().describe('The manifest the courier signs at pickup, as a PDF (application/pdf)'),
    errors: adminErrors,
  }),
  ndr: endpoint({
    method: 'POST',
    path: '/api/admin/shipping/ndr/:orderId',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    params: orderIdParams,
    body: ndrBody,
    answer: messageAnswer,
    errors: adminErrors,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/shipping/cancel/:orderId',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    params: orderIdParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
  remittance: endpoint({
    method: 'POST',
    path: '/api/admin/shipping/remittance',
    permission: 'shipping.manage',
    tag: 'admin shipping',
    body: 'multipart',
    answer: remittanceAnswer,
    errors: [400, 401, 403, 413],
  }),
  shiprocketWebhook: endpoint({
    method: 'POST',
    path: '/api/shipping/shiprocket/webhook',
    tag: 'shipping',
    body: z.unknown(),
    answer: z.object({ success: z.literal(true) }),
    errors: [401],
    hidden: true,
  }),
};

/** Where a shopper follows a parcel booked through the aggregator. */
export const aggregatorTrackingUrl = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** A product's parcel: its weight and the box it ships in. */
export const parcelSize = z.object({
  weight_grams: z.coerce
    .number({ error: 'The weight must be a number' })
    .int('Give the weight in whole grams')
    .min(10, 'The weight is at least 10 g')
    .max(30_000, 'The weight is at most 30 kg'),
  length_cm: z.coerce.number().int('Whole centimetres').min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
  breadth_cm: z.coerce.number().int('Whole centimetres').min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
  height_cm: z.coerce.number().int('Whole centimetres').min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
});
export type ParcelSize = z.infer<typeof parcelSize>;

/** What a product ships as when staff have not weighed it: a folded garment, a child's, or a bag in its box. */
export const DEFAULT_PARCELS: Record<'clothing' | 'kids' | 'bags', ParcelSize> = {
  clothing: { weight_grams: 400, length_cm: 30, breadth_cm: 25, height_cm: 4 },
  kids: { weight_grams: 250, length_cm: 25, breadth_cm: 20, height_cm: 3 },
  bags: { weight_grams: 900, length_cm: 40, breadth_cm: 30, height_cm: 15 },
};

/** The parcel a product ships as by default, from its category and tax class. */
export function defaultParcel(product: { category: string; tax_class?: string | undefined }): ParcelSize {
  if (product.tax_class === 'bags') return DEFAULT_PARCELS.bags;
  return product.category === 'kids' ? DEFAULT_PARCELS.kids : DEFAULT_PARCELS.clothing;
}

/** Where couriers collect the shop's parcels: in Settings, and named to the aggregator as its pickup location. */
export const pickupAddress = z.object({
  contact_name: z.string().trim().min(2, 'Enter who hands over the parcels').max(60),
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
  email: z.email('Enter a valid email').max(120),
  address: z.string().trim().min(10, 'Enter the full pickup address').max(200),
  city: z.string().trim().min(2, 'Enter the city').max(60),
  state: z.string().trim().min(2, 'Enter the state').max(60),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'A pincode is 6 digits'),
});
export type PickupAddress = z.infer<typeof pickupAddress>;
