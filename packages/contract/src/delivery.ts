// Owns the delivery check by pincode: where a pincode is, whether the shop delivers there, with Cash on Delivery or not,
// and by when.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const pincodeParams = z.object({
  pincode: z.string().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode'),
});

export const deliveryEstimate = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  cod_available: z.boolean(),
  /** Cash on Delivery's terms where it is available: the order range and the fee, in rupees (no surprise fees). */
  cod_min_order: z.number(),
  cod_max_order: z.number(),
  cod_fee: z.number(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  /** The latest day it arrives, as an ISO date (YYYY-MM-DD) in India's time. */
  estimated_delivery: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

export const deliveryAnswer = z.object({ success: z.literal(true), data: deliveryEstimate });

export const deliveryEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/api/shop/delivery/:pincode',
    tag: 'delivery',
    params: pincodeParams,
    answer: deliveryAnswer,
    errors: [400, 404, 429],
  }),
};
