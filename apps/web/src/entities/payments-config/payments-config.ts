// Owns GET /api/payments/config: which payment providers the shop offers, whether they run in the sandbox, and the
// discount staff give for paying online.
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
  // The providers change only when the server restarts, but staff may change the discount for paying online at any
  // time: after a minute, checkout's next visit or focus reads it again (placing the order works it out anew anyway).
  staleTime: 60_000,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
