// Owns the delivery checks' query keys.
export const deliveryKeys = {
  /** Every delivery answer in the cache. */
  all: ['delivery'] as const,
  of: (pincode: string) => ['delivery', pincode] as const,
};
