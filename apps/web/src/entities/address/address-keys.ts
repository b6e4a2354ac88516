// Owns the saved addresses' query keys.
export const addressKeys = {
  /** Every shopper's addresses in the cache: what a write refreshes. */
  all: ['addresses'] as const,
  of: (userId: string) => ['addresses', userId] as const,
};
