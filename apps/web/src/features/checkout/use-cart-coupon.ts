// Owns the coupon applied at checkout: asking the server what a code takes off the cart, and asking again whenever the
// cart is read anew, so the discount shown is never one the server would no longer give. A code shows applied once the
// checkout's quote with it is in too, so the buttons' totals and the summary change together. A code in the page's
// address (?coupon=CODE: the coupon form submitted before the app ran) arrives applied, asked about by the server.
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '#web/components/ui/toast.tsx';
import { unitPriceOf, type Cart } from '#web/entities/cart/cart-api.ts';
import {
  applyCoupon,
  couponOnArrivalKey,
  type CouponOnArrival,
  type CouponQuote,
} from '#web/features/checkout/api/apply-coupon.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** What a quote depends on: the lines at their prices, and the total. */
const contentOf = (cart: Cart) =>
  JSON.stringify([
    cart.total,
    cart.items.map((item) => [item.product_id, item.variant_id, item.quantity, unitPriceOf(item)]),
  ]);

export type CartCoupon = {
  /** The applied coupon's quote for the cart as it is; null while none is applied. */
  quote: CouponQuote | null;
  /** A code is being asked about: the first time, or again after the cart was read anew. Paying waits for it. */
  checking: boolean;
  /** The server's words for a code it refused, or for one it took back after the cart changed. */
  refusal: string | null;
  apply: (code: string) => void;
  remove: () => void;
};

type Asked = { code: string; content: string; version: number };

/**
 * `cartReadAt`: when the cart was last read (TanStack Query's dataUpdatedAt); a new read is asked about again.
 * `arrivedWith`: the code in the page's address, whose answer the server's loader left in the cache.
 * `priceWith`: asks for the checkout's quote with a code the server gave; the code shows applied once it is answered.
 */
export function useCartCoupon(
  cart: Cart | undefined,
  cartReadAt: number,
  arrivedWith: string | null = null,
  priceWith: (code: string) => Promise<unknown> = () => Promise.resolve(),
): CartCoupon {
  const content = cart && cart.items.length > 0 ? contentOf(cart) : null;
  const queryClient = useQueryClient();
  const [arrival] = useState(() =>
    arrivedWith ? queryClient.getQueryData<CouponOnArrival>(couponOnArrivalKey(arrivedWith)) : undefined,
  );
  const [applied, setApplied] = useState<{ quote: CouponQuote; content: string; version: number } | null>(() =>
    arrival && 'quote' in arrival && content !== null ? { quote: arrival.quote, content, version: cartReadAt } : null,
  );
  const [refusal, setRefusal] = useState<string | null>(() =>
    arrival && 'refusal' in arrival ? arrival.refusal : null,
  );
  // Only the latest question's answer lands: TanStack Query calls mutate's callbacks for the last call alone.
  const { mutate, reset, isPending } = useMutation({
    mutationFn: async ({ code }: Asked) => {
      const quote = await applyCoupon(code);
      await priceWith(quote.code).catch(() => undefined);
      return quote;
    },
  });

  /** The shopper's Apply: a refusal is said under the field. */
  const apply = (asked: Asked) => {
    setRefusal(null);
    mutate(asked, {
      onSuccess: (quote) => setApplied({ quote, ...asked }),
      onError: (error) => {
        setApplied(null);
        setRefusal(error instanceof ApiError ? error.message : MESSAGES.serverError);
      },
    });
  };

  // The cart was read anew since the quote (a line changed, or an order failed and it was reloaded): ask again, and
  // drop the code, saying why, if the server no longer gives it.
  const recheck =
    applied !== null && content !== null && (applied.content !== content || applied.version !== cartReadAt)
      ? JSON.stringify([applied.quote.code, content, cartReadAt])
      : null;
  useEffect(() => {
    if (recheck === null) return;
    const [code, nextContent, version] = JSON.parse(recheck) as [string, string, number];
    mutate(
      { code, content: nextContent, version },
      {
        onSuccess: (quote) => setApplied({ quote, content: nextContent, version }),
        onError: (error) => {
          const reason = error instanceof ApiError ? error.message : MESSAGES.serverError;
          const removed = `Coupon ${code} was removed: ${reason}`;
          setApplied(null);
          setRefusal(removed);
          toast({ title: removed, variant: 'destructive' });
        },
      },
    );
  }, [recheck, mutate]);

  return {
    // A quote for other lines is never shown; one for the same lines shows while it is asked about again.
    quote: applied && applied.content === content ? applied.quote : null,
    checking: isPending || recheck !== null,
    refusal,
    apply: (code) => {
      if (content === null) {
        setRefusal(MESSAGES.cartEmpty);
        return;
      }
      apply({ code, content, version: cartReadAt });
    },
    remove: () => {
      reset();
      setApplied(null);
      setRefusal(null);
    },
  };
}
