// Owns the staff's size-chart calls on the client and their query keys: one chart per category (only the admin
// reads them; shoppers get a product's chart through the catalogue's size guide).
import type { sizeChartEndpoints } from '@shop/contract/catalog';
import { endpointClient } from '#web/lib/api-client.ts';

export const sizeChartApi = endpointClient<typeof sizeChartEndpoints>({
  list: 'GET /api/admin/size-charts',
  save: 'PUT /api/admin/size-charts/:category',
});

export const sizeChartKeys = {
  all: ['admin', 'size-charts'] as const,
};
