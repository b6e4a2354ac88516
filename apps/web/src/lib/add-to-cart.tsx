// Owns "Add to cart" for every screen that shows a product: one function, replaceable by the cart feature.
import { MESSAGES } from '@shop/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { toast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';

/** Adds `quantity` (default 1) of a product to the signed-in user's cart, telling the shopper how it went. Never rejects. */
export type AddToCart = (productId: string, quantity?: number) => Promise<void>;

/** The cart's query key; whoever owns the cart query must use it so an add refreshes the cart and its count. */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * Screens call `useAddToCart()`; the cart feature may wrap the app in `<AddToCartProvider value={...}>` to take over
 * (optimistic lines, stock checks), and screens do not change.
 */
const AddToCartContext = createContext<AddToCart | null>(null);

export function AddToCartProvider({ value, children }: { value: AddToCart; children: ReactNode }) {
  return <AddToCartContext value={value}>{children}</AddToCartContext>;
}

/**
 * The implementation used when no provider overrides it (SPEC §5, §7, §8): visitors are told to log in; a signed-in
 * user's add goes to POST /api/shop/cart/add, the server's message is shown, and the cart is refetched.
 */
export function useDefaultAddToCart(): AddToCart {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (productId, quantity = 1) => {
      if (!user) {
        toast({ title: MESSAGES.loginToAddToCart, variant: 'destructive' });
        return;
      }
      const answer = await api.post('/shop/cart/add', { user_id: user.id, product_id: productId, quantity });
      if (answer.success) toast(answer.message ?? MESSAGES.addedToCart);
      else toast({ title: answer.message ?? MESSAGES.serverError, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    [user, queryClient],
  );
}

export function useAddToCart(): AddToCart {
  const override = use(AddToCartContext);
  const fallback = useDefaultAddToCart();
  return override ?? fallback;
}
