// Owns the cart's query keys: every screen that reads or refreshes the cart names it through these.
export const cartKeys = {
  /** Every cart in the cache: what an add or a paid order refreshes. */
  all: ['cart'] as const,
  /** One shopper's cart. */
  of: (userId: string) => ['cart', userId] as const,
};
