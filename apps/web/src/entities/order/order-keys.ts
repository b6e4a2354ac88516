// Owns the orders' query keys: the shopper's history and details, and the staff's list and details.
export const orderKeys = {
  /** Everything a shopper's orders are cached under: placing or paying an order refreshes it all. */
  all: ['orders'] as const,
  list: (userId: string) => ['orders', 'list', userId] as const,
  details: (id: string) => ['orders', 'details', id] as const,
  /** Every staff order answer (the list and each order's details): a status change refreshes it all. */
  admin: ['admin', 'orders'] as const,
  adminList: (limit: number) => ['admin', 'orders', 'list', { limit }] as const,
  adminDetails: (id: string) => ['admin', 'orders', 'details', id] as const,
};
