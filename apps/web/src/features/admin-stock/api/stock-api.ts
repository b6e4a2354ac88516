// Owns the staff's stock calls on the client (the sheet, its save, the stock CSV) and the Stock screen's query keys.
import type { stockSheetEndpoints } from '@shop/contract/stock-sheet';
import { endpointClient } from '#web/lib/api-client.ts';

export const stockApi = endpointClient<typeof stockSheetEndpoints>({
  list: 'GET /api/admin/stock',
  save: 'PUT /api/admin/stock',
  import: 'POST /api/admin/stock/import',
});

export const stockKeys = {
  /** Every cached page of the sheet: a save or an applied CSV reloads them all. */
  all: ['admin', 'stock'] as const,
};
