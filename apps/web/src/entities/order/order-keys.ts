// Owns the orders' query keys: the shopper's history, details and returns, and the staff's list and details.
export const orderKeys = {
  /** Everything a shopper's orders are cached under: placing or paying an order refreshes it all. */
  all: ['orders'] as const,
  list: (userId: string) => ['orders', 'list', userId] as const,
  details: (id: string) => ['orders', 'details', id] as const,
  /** An order's return and exchange requests: under `all`, so a cancellation or payment refreshes them too. */
  returns: (orderId: string) => ['orders', 'returns', orderId] as const,
  /** Every staff order answer (the list and each order's details): a status change refreshes it all. */
  admin: ['admin', 'orders'] as const,
  adminList: (limit: number, search = '') => ['admin', 'orders', 'list', { limit, search }] as const,
  adminDetails: (id: string) => ['admin', 'orders', 'details', id] as const,
};
