// Owns /shop/search: the results of a shared ?keyword= link are in the HTML the server sends.
import type { MetaFunction } from 'react-router';
import { prefetchSearch } from '#web/features/catalog/api/prefetch-screen.ts';
import { SearchPage } from '#web/features/catalog/search-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';
import { browserPrefetch, Prefetched, serverPrefetch } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = serverPrefetch(prefetchSearch);

export const clientLoader = browserPrefetch(prefetchSearch);

// The box writes ?keyword= on every keystroke; SPEC §5 searches only after a 1 s pause, which use-search-term.ts keeps.
// So the loaders search on arriving at the page (a shared link), never again for the page's own URL updates.
export const shouldRevalidate = () => false;

// Search results are the listing's products again: followed, not indexed.
export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Search' }),
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchRoute() {
  return (
    <Prefetched>
      <SearchPage />
    </Prefetched>
  );
}
