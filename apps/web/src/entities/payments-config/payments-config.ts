// Owns GET /api/payments/config: which payment providers the shop offers and whether they run in the sandbox.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';

/** The contract's `paymentsConfigAnswer.data`, by hand: zod stays out of every page's first load. */
export type PaymentsConfig = {
  /** True while any provider runs against the built-in sandbox: no money moves. */
  testMode: boolean;
  providers: { razorpay: boolean; phonepe: boolean; paypal: boolean };
  /** Razorpay's checkout theme colour. */
  razorpayTheme: string;
};

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments-config'] as const,
  queryFn: ({ signal }) => apiData<PaymentsConfig>('/payments/config', { signal }),
  // It changes only when the server restarts with other credentials.
  staleTime: 10 * 60_000,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
