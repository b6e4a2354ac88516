// Owns the reviews' query keys: a product's reviews, read by its page and refreshed after a review is added.
export const reviewKeys = {
  /** Every product's reviews. */
  all: ['reviews'] as const,
  of: (productId: string) => ['reviews', productId] as const,
};
