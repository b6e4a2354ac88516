// Owns "Add to cart" for every screen that shows a product (SPEC §5, §7, §8).
import { MESSAGES } from '@shop/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '#web/components/ui/toast.tsx';
import { cartApi } from '#web/entities/cart/cart-api.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { useSession } from '#web/entities/session/session.tsx';

/**
 * Adds `quantity` (default 1) of a product, in the size and colour `variantId` names when it has them, to the
 * signed-in user's cart, telling the shopper how it went. Never rejects.
 */
export type AddToCart = (
  productId: string,
  options?: { variantId?: string | null | undefined; quantity?: number },
) => Promise<void>;

/**
 * Visitors are told to log in; a signed-in user's add goes to POST /api/shop/cart/add, the server's message is shown,
 * and the cart is refetched.
 */
export function useAddToCart(): AddToCart {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (productId, { variantId, quantity = 1 } = {}) => {
      if (!user) {
        toast({ title: MESSAGES.loginToAddToCart, variant: 'destructive' });
        return;
      }
      const answer = await cartApi.add({
        body: { user_id: user.id, product_id: productId, ...(variantId ? { variant_id: variantId } : {}), quantity },
      });
      if (answer.success) toast(answer.message ?? MESSAGES.addedToCart);
      else toast({ title: answer.message ?? MESSAGES.serverError, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    [user, queryClient],
  );
}
