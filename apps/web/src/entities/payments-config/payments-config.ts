// Owns GET /api/payments/config: which payment providers the shop offers and whether they run in the sandbox.
import type { PaymentsConfig, paymentEndpoints } from '@shop/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { PaymentsConfig };

export const paymentsConfigKeys = {
  current: ['payments-config'] as const,
};

const paymentsConfigApi = endpointClient<Pick<typeof paymentEndpoints, 'config'>>({
  config: 'GET /api/payments/config',
});

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: paymentsConfigKeys.current,
  queryFn: ({ signal }) => dataOf(paymentsConfigApi.config({ signal })),
  // It changes only when the server restarts with other credentials.
  staleTime: 10 * 60_000,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
