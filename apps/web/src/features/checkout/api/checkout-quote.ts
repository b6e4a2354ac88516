// Owns POST /api/shop/checkout/quote: what the signed-in shopper's cart comes to by each way to pay, to the chosen
// address and with the applied coupon, as the server's one pricing function works it out (issue 43). Checkout shows
// these numbers and adds up none of its own.
import type { CheckoutQuote, MethodQuote, pricingEndpoints } from '@shop/contract/pricing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { CheckoutQuote, MethodQuote };

const quoteApi = endpointClient<typeof pricingEndpoints>({ quote: 'POST /api/shop/checkout/quote' });

/** What a quote is asked for: the chosen address (none yet: Cash on Delivery is not judged) and the applied coupon. */
export type QuoteAsk = { addressId: string | null; couponCode: string | null };

export const checkoutQuoteKeys = {
  all: ['checkout-quote'] as const,
  /** `cartReadAt`: when the cart was last read; a new reading of the cart is priced anew. */
  of: ({ addressId, couponCode }: QuoteAsk, cartReadAt: number) =>
    ['checkout-quote', addressId, couponCode?.toUpperCase() ?? null, cartReadAt] as const,
};

/** The quote; a coupon the server refuses rejects with its words (400). */
export function getCheckoutQuote({ addressId, couponCode }: QuoteAsk, signal?: AbortSignal): Promise<CheckoutQuote> {
  return dataOf(
    quoteApi.quote({
      body: { ...(addressId ? { address_id: addressId } : {}), ...(couponCode ? { coupon_code: couponCode } : {}) },
      signal,
    }),
  );
}

export const checkoutQuoteQueryOptions = (ask: QuoteAsk, cartReadAt: number) =>
  queryOptions({
    queryKey: checkoutQuoteKeys.of(ask, cartReadAt),
    queryFn: ({ signal }) => getCheckoutQuote(ask, signal),
  });

/**
 * The quote for the cart as last read, asked again whenever it is read anew or another address or coupon is chosen.
 * While it is asked again the last answer stands, so the buttons do not flicker; but Cash on Delivery, judged for one
 * address, is left out of an answer for another until that address's own arrives.
 */
export function useCheckoutQuote(ask: QuoteAsk, cartReadAt: number, enabled: boolean) {
  return useQuery({
    ...checkoutQuoteQueryOptions(ask, cartReadAt),
    enabled,
    placeholderData: (previous, previousQuery) => {
      if (!previous || previousQuery?.queryKey[1] === ask.addressId) return keepPreviousData(previous);
      return { ...previous, methods: previous.methods.filter(({ method }) => method !== 'COD') };
    },
  });
}

/** One way to pay as the quote prices it, or undefined when the quote has not said (yet). */
export const methodIn = (quote: CheckoutQuote | undefined, method: MethodQuote['method']) =>
  quote?.methods.find((priced) => priced.method === method);
