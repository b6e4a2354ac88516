// Owns the cart API's requests and answers (SPEC §3 Cart, §7 Shop cart).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const id = z.uuid('Not a valid id');
const quantity = z.coerce
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1000, 'quantity is too large');

export const cartItem = z.object({
  product_id: z.string(),
  /** The size × colour chosen; null, with size and colour, for a product without options. */
  variant_id: z.string().nullable(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  sale_price: z.number(),
  quantity: z.number().int(),
  /** The variant's stock for a variant line. */
  total_stock: z.number().int(),
  /** The most of this item one order may have (staff's limit); the line may hold the lower of it and the stock. */
  max_units_per_item: z.number().int(),
  /** quantity × the unit price a shopper pays, in rupees. */
  line_total: z.number(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({ _id: z.string().nullable(), items: z.array(cartItem), total: z.number() });
export type Cart = z.infer<typeof cart>;

export const cartAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: cart });

/** user_id is the spec's; the server takes the user from the session and refuses another user's id. */
export const addToCartBody = z.object({
  user_id: z.string().optional(),
  product_id: id,
  /** Required for a product with variants ("Please select a size"). */
  variant_id: id.optional(),
  quantity: quantity.default(1),
});
export const updateCartBody = z.object({
  user_id: z.string().optional(),
  product_id: id,
  variant_id: id.optional(),
  quantity,
});
export const userIdParams = z.object({ userId: z.string().min(1) });
export const cartItemParams = z.object({ userId: z.string().min(1), productId: id });
export const cartItemQuery = z.object({ variant_id: id.optional() });

const errors = [400, 401, 403, 404] as const;

/** Every call of /api/shop/cart: the signed-in shopper's own cart only (another user's id is a 403). */
export const cartEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/shop/cart/add',
    tag: 'cart',
    body: addToCartBody,
    answer: cartAnswer,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/shop/cart/get/:userId',
    tag: 'cart',
    params: userIdParams,
    answer: cartAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/shop/cart/update-cart',
    tag: 'cart',
    body: updateCartBody,
    answer: cartAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shop/cart/:userId/:productId',
    tag: 'cart',
    params: cartItemParams,
    query: cartItemQuery,
    answer: cartAnswer,
    errors,
  }),
};
