// Owns /shop/home: the banners, category tiles and feature products are in the HTML the server sends.
import type { MetaFunction } from 'react-router';
import { prefetchHome } from '#web/features/catalog/api/prefetch-screen.ts';
import { HomePage } from '#web/features/catalog/home-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserPrefetch, Prefetched, serverPrefetch } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = serverPrefetch(prefetchHome);

export const clientLoader = browserPrefetch(prefetchHome);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Home', canonicalPath: '/shop/home', origin: originOf(matches) });

export default function HomeRoute() {
  return (
    <Prefetched>
      <HomePage />
    </Prefetched>
  );
}
