// Owns the staff's Settings calls on the client and their query key: the shop's details, tax, delivery and COD rules.
import type { settingsEndpoints } from '@shop/contract/settings';
import { endpointClient } from '#web/lib/api-client.ts';

export const settingsApi = endpointClient<typeof settingsEndpoints>({
  get: 'GET /api/admin/settings',
  save: 'PUT /api/admin/settings',
});

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};
