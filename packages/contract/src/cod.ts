// Owns what the shop says of Cash on Delivery's risk (issue 30): whether a shopper's checkout to an address may pay in
// cash and, when not, why in one plain line; and the return-to-origin history staff judge an order by.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './envelope.ts';

export const codCheck = z.object({
  available: z.boolean(),
  /** Why not, in the shopper's words, with what else they can do; null when it is available. */
  reason: z.string().nullable(),
});
export type CodCheck = z.infer<typeof codCheck>;

/** How Cash on Delivery parcels to a pincode, or of a shopper, ended: delivered, or back to us (RTO). */
export const rtoHistory = z.object({
  parcels: z.number().int(),
  returned: z.number().int(),
  /** returned / parcels as a whole percent; null without parcels. */
  percent: z.number().int().nullable(),
});
export type RtoHistory = z.infer<typeof rtoHistory>;

/** What staff see beside a Cash on Delivery order: its pincode's and its shopper's history. */
export const codRisk = z.object({ pincode: rtoHistory, customer: rtoHistory });
export type CodRisk = z.infer<typeof codRisk>;

export const codEndpoints = {
  /** Whether the signed-in shopper's cart may be paid in cash at this saved address, and why not. */
  check: endpoint({
    method: 'GET',
    path: '/api/shop/order/cod-check/:addressId',
    tag: 'orders',
    params: z.object({ addressId: z.string().uuid('Not a valid address id') }),
    answer: okAnswer(codCheck),
    errors: [400, 401, 404] as const,
  }),
};
