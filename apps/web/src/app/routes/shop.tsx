// Owns the /shop area's frame: header, cart drawer, footer, and the test-mode ribbon, whose answer (the payments
// configuration) the server fetches with the page, so the ribbon is in the HTML and the browser need not ask.
import type { QueryClient } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from '#web/entities/payments-config/payments-config.ts';
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';
import { browserPrefetch, Prefetched, serverPrefetch } from '#web/app/route-data.tsx';

const prefetchPaymentsConfig = (client: QueryClient) => client.prefetchQuery(paymentsConfigQueryOptions);

export const loader = serverPrefetch(prefetchPaymentsConfig);

export const clientLoader = browserPrefetch(prefetchPaymentsConfig);

// The configuration changes only when the server restarts: moving between shop pages never asks again.
export const shouldRevalidate = () => false;

export default function ShopRoute() {
  return (
    <Prefetched>
      <ShopLayout />
    </Prefetched>
  );
}
