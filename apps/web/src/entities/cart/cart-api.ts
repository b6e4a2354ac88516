// Owns the signed-in shopper's cart on the client: reading it, changing a line's quantity, removing a line (SPEC §7).
import type { Cart, CartItem, cartEndpoints } from '@shop/contract/cart';
import { MESSAGES } from '@shop/contract/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { ApiError, dataOf, endpointClient, successOf, type CallAnswer } from '#web/lib/api-client.ts';
import { useSession } from '#web/entities/session/session.tsx';

/*
 * The shapes are the contract's (`@shop/contract/cart`), imported as types only: the cart count is on every page's
 * first load, and parsing with zod would put zod in that bundle. The server validates its own answers.
 */
export type { Cart, CartItem };

export const EMPTY_CART: Cart = { _id: null, items: [], total: 0 };

/** The cart's calls, typed by the contract's descriptions. */
export const cartApi = endpointClient<typeof cartEndpoints>({
  add: 'POST /api/shop/cart/add',
  get: 'GET /api/shop/cart/get/:userId',
  update: 'PUT /api/shop/cart/update-cart',
  remove: 'DELETE /api/shop/cart/:userId/:productId',
});

/** One line of a cart: a product, and its size and colour when it has them (two sizes are two lines). */
export type CartLineRef = { productId: string; variantId: string | null };

export const lineRefOf = (item: Pick<CartItem, 'product_id' | 'variant_id'>): CartLineRef => ({
  productId: item.product_id,
  variantId: item.variant_id,
});

/** A line's key among the cart's lines (React keys, which line is busy). */
export const lineKeyOf = ({ productId, variantId }: CartLineRef) => `${productId}/${variantId ?? ''}`;

/** What a shopper pays per unit: a sale price above 0 replaces the price (SPEC §9). */
export const unitPriceOf = (item: Pick<CartItem, 'price' | 'sale_price'>) =>
  item.sale_price > 0 ? item.sale_price : item.price;

export function getCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  return dataOf(cartApi.get({ params: { userId }, signal }));
}

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.of(userId),
    queryFn: ({ signal }) => getCart(userId, signal),
  });

/** The signed-in user's cart; disabled (and `data` undefined) for a visitor. */
export function useCart() {
  const { user } = useSession();
  return useQuery({ ...cartQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

type CartWriteAnswer = { message: string; cart: Cart };

/** A cart write answers `{ success, message, data: cart }`; a refusal becomes an ApiError with the server's words. */
async function writeCart(
  write: Promise<CallAnswer<(typeof cartEndpoints)['update']>>,
  fallbackMessage: string,
): Promise<CartWriteAnswer> {
  const answer = successOf(await write);
  return { message: answer.message ?? fallbackMessage, cart: answer.data };
}

export function updateCartQuantity(userId: string, { productId, variantId }: CartLineRef, quantity: number) {
  return writeCart(
    cartApi.update({
      body: { user_id: userId, product_id: productId, ...(variantId ? { variant_id: variantId } : {}), quantity },
    }),
    MESSAGES.cartUpdated,
  );
}

export function removeFromCart(userId: string, { productId, variantId }: CartLineRef) {
  return writeCart(
    cartApi.remove({ params: { userId, productId }, ...(variantId ? { query: { variant_id: variantId } } : {}) }),
    MESSAGES.cartDeleted,
  );
}

function requireUserId(userId: string | undefined): string {
  // The buttons that call these are only shown to a signed-in user; this is the session ending underneath them.
  if (!userId) throw new ApiError(MESSAGES.notSignedIn, 401);
  return userId;
}

/**
 * Shared by both writes: the answer carries the fresh cart, so it goes straight into the cache; the server's message
 * is the toast (SPEC §8), a refusal (e.g. 'Only 2 quantity can be added for this item') a destructive one, after which
 * the cart is re-read in case stock or prices moved.
 */
function useCartWrite<TVariables>(write: (userId: string, variables: TVariables) => Promise<CartWriteAnswer>) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useMutation({
    mutationFn: async (variables: TVariables) => write(requireUserId(userId), variables),
    onSuccess: ({ message, cart }) => {
      if (userId) queryClient.setQueryData(cartKeys.of(userId), cart);
      toast(message);
    },
    onError: (error) => {
      toast({ title: error instanceof Error ? error.message : MESSAGES.serverError, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

export type CartQuantityChange = { line: CartLineRef; quantity: number };

/** `mutate({ line, quantity })`: sets the line to that quantity (PUT /shop/cart/update-cart). */
export function useUpdateCartQuantity() {
  return useCartWrite((userId, { line, quantity }: CartQuantityChange) => updateCartQuantity(userId, line, quantity));
}

/** `mutate(line)`: removes the line (DELETE /shop/cart/:userId/:productId?variant_id=…). */
export function useRemoveFromCart() {
  return useCartWrite((userId, line: CartLineRef) => removeFromCart(userId, line));
}
