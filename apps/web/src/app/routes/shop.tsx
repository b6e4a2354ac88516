// Owns the /shop area's frame: header, cart drawer, footer, and the test-mode ribbon, whose answer (the payments
// configuration) the server fetches with the page, so the ribbon is in the HTML and the browser need not ask.
import { paymentsConfigQueryOptions } from '#web/lib/payments-config.ts';
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';
import { browserQueryClient } from '#web/app/query-client.ts';
import { Prefetched, prefetchOnServer } from '#web/app/route-data.tsx';

export async function loader() {
  const { dehydrated } = await prefetchOnServer((client) => client.prefetchQuery(paymentsConfigQueryOptions));
  return { dehydrated };
}

export function clientLoader() {
  void browserQueryClient().prefetchQuery(paymentsConfigQueryOptions);
  return {};
}

// The configuration changes only when the server restarts: moving between shop pages never asks again.
export const shouldRevalidate = () => false;

export default function ShopRoute() {
  return (
    <Prefetched>
      <ShopLayout />
    </Prefetched>
  );
}
