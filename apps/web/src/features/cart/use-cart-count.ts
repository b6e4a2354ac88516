// Owns the number on the header's cart button: how many distinct products are in the signed-in user's cart.
import { useCart } from '#web/entities/cart/cart-api.ts';

/** Distinct products rather than total quantity (SPEC §2); 0 for visitors and until the cart has loaded. */
export function useCartCount(): number {
  return useCart().data?.items.length ?? 0;
}
