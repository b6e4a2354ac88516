// Owns /shop/search: the results of a shared ?keyword= link are in the HTML the server sends.
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSearch } from '#web/features/catalog/api/prefetch-screen.ts';
import { SearchPage } from '#web/features/catalog/search-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';
import { browserQueryClient } from '#web/app/query-client.ts';
import { Prefetched, prefetchOnServer } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  const { dehydrated } = await prefetchOnServer((client) => prefetchSearch(client, search));
  return { dehydrated };
}

export function clientLoader({ request }: LoaderFunctionArgs) {
  void prefetchSearch(browserQueryClient(), new URL(request.url).search);
  return {};
}

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
