// Owns /shop/listing: the products its filters and sort (from the URL) choose are in the HTML the server sends.
import type { MetaFunction } from 'react-router';
import { prefetchListing } from '#web/features/catalog/api/prefetch-screen.ts';
import { categoryLabel } from '#web/features/catalog/components/product-card.tsx';
import { ListingPage } from '#web/features/catalog/listing-page.tsx';
import { readFilters } from '#web/features/catalog/listing-params.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserPrefetch, Prefetched, serverPrefetch } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = serverPrefetch(prefetchListing);

export const clientLoader = browserPrefetch(prefetchListing);

/**
 * One category is a page of its own ("Women · Thread & Tote", indexed at ?category=women); any other choice of
 * filters, sorts and pages is the same catalogue, indexed once at /shop/listing.
 */
export const meta: MetaFunction = ({ location, matches }) => {
  const { category, brand } = readFilters(new URLSearchParams(location.search));
  const single = category.length === 1 && brand.length === 0 ? category[0] : undefined;
  const label = single ? categoryLabel(single) : undefined;
  return pageMeta({
    title: label ?? 'All Products',
    description: label
      ? `${label} at Thread & Tote: clothing and bags with free delivery across India, easy returns and secure payments.`
      : undefined,
    canonicalPath: single ? `/shop/listing?category=${single}` : '/shop/listing',
    origin: originOf(matches),
  });
};

export default function ListingRoute() {
  return (
    <Prefetched>
      <ListingPage />
    </Prefetched>
  );
}
