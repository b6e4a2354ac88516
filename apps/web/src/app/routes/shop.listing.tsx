// Owns /shop/listing: the products its filters and sort (from the URL) choose are in the HTML the server sends.
import { categoryLabel } from '@shop/contract/shop';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { currentBrand } from '#web/entities/brand/brand.ts';
import { prefetchListing } from '#web/features/catalog/api/prefetch-screen.ts';
import { ListingPage } from '#web/features/catalog/listing-page.tsx';
import { FILTER_GROUPS, listingSearch, readFilters, readPage, readSort } from '#web/features/catalog/listing-params.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserPrefetch, Prefetched, serverPrefetch } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

const prefetch = serverPrefetch(prefetchListing);

/**
 * The filter form posted without JavaScript names a value per box (`size=M&size=L`): the listing's own address writes
 * them joined (`size=M,L`), so that one choice has one address; the server renders the products either way.
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  if (FILTER_GROUPS.some((group) => params.getAll(group).length > 1)) {
    const filters = readFilters(params);
    throw redirect(`/shop/listing${listingSearch({ filters, sortBy: readSort(params), page: readPage(params) })}`);
  }
  return prefetch(args);
}

export const clientLoader = browserPrefetch(prefetchListing);

/**
 * One category is a page of its own ("Women · {the shop's name}", indexed at ?category=women); any other choice of
 * filters, sorts and pages is the same catalogue, indexed once at /shop/listing.
 */
export const meta: MetaFunction = ({ location, matches }) => {
  const { category, brand } = readFilters(new URLSearchParams(location.search));
  const single = category.length === 1 && brand.length === 0 ? category[0] : undefined;
  const label = single ? categoryLabel(single) : undefined;
  return pageMeta({
    title: label ?? 'All Products',
    description: label
      ? `${label} at ${currentBrand().name}: clothing and bags with free delivery across India, easy returns and secure payments.`
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
