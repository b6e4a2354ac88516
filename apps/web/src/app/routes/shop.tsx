// Owns the /shop area's frame: header, cart drawer, footer, and the test-mode ribbon. The server fetches the payments
// configuration and a signed-in shopper's cart with the page, so the ribbon and the header's cart count are in the HTML
// and the browser need not ask.
import type { QueryClient } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from '#web/entities/payments-config/payments-config.ts';
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';
import { cartQueryOptions } from '#web/entities/cart/cart-api.ts';
import { storefrontQueryOptions } from '#web/entities/storefront/storefront-api.ts';
import { browserPrefetch, Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

const prefetchPaymentsConfig = (client: QueryClient) => client.prefetchQuery(paymentsConfigQueryOptions);
/** The menu staff arranged, in the header's HTML. */
const prefetchStorefront = (client: QueryClient) => client.prefetchQuery(storefrontQueryOptions());

export const loader = serverPrefetchWithUser((client, user) =>
  Promise.all([
    prefetchPaymentsConfig(client),
    prefetchStorefront(client),
    user && client.prefetchQuery(cartQueryOptions(user.id)),
  ]),
);

export const clientLoader = browserPrefetch((client) =>
  Promise.all([prefetchPaymentsConfig(client), prefetchStorefront(client)]),
);

// The configuration changes only when the server restarts: moving between shop pages never asks again.
export const shouldRevalidate = () => false;

export default function ShopRoute() {
  return (
    <Prefetched>
      <ShopLayout />
    </Prefetched>
  );
}
