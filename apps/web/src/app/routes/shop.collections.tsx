// Owns /shop/collections/:handle (issue 44): the collection and its first products are in the HTML the server sends,
// with its own title, description and canonical address; an unknown handle is a 404 page.
import { data, redirect, useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';
import { collectionPagesQueryOptions, type CollectionProductsPage } from '#web/features/catalog/api/get-collection.ts';
import { CollectionPage, collectionPath } from '#web/features/catalog/collection-page.tsx';
import { choiceSearch, readChoiceSort } from '#web/features/catalog/listing-page.tsx';
import { FILTER_GROUPS, readFilters, readPage } from '#web/features/catalog/listing-params.ts';
import { snippet } from '#web/features/catalog/product-structured-data.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserQueryClient } from '#web/app/query-client.ts';
import {
  dehydratedData,
  Prefetched,
  prefetchOnServer,
  type Prefetched as PrefetchedData,
} from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

type CollectionData = PrefetchedData & { missing?: boolean; first?: CollectionProductsPage | null };

const OWN_ORDER = { ownOrder: true };

function choiceOf(search: string) {
  const params = new URLSearchParams(search);
  return { filters: readFilters(params), sortBy: readChoiceSort(OWN_ORDER, params), page: readPage(params) };
}

const pagesOptions = (handle: string, search: string) => {
  const { filters, sortBy } = choiceOf(search);
  return collectionPagesQueryOptions(handle, { ...filters, sortBy });
};

/** The filter form posted without JavaScript names a value per box: the address is written comma-joined first. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  const url = new URL(request.url);
  if (FILTER_GROUPS.some((group) => url.searchParams.getAll(group).length > 1)) {
    throw redirect(`${collectionPath(handle)}${choiceSearch(OWN_ORDER, choiceOf(url.search))}`);
  }
  const options = pagesOptions(handle, url.search);
  const { client, dehydrated } = await prefetchOnServer((client) =>
    client.prefetchInfiniteQuery({ ...options, pages: choiceOf(url.search).page }),
  );
  const error = client.getQueryState(options.queryKey)?.error;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const answer: CollectionData = { dehydrated, missing };
  return missing ? data(answer, { status: 404 }) : answer;
}

/** Waits for the first page (usually a moment) so the tab names the collection as the page appears. */
export async function clientLoader({ params, request }: LoaderFunctionArgs): Promise<CollectionData> {
  const options = pagesOptions(params.handle ?? '', new URL(request.url).search);
  const pages = await browserQueryClient()
    .ensureInfiniteQueryData(options)
    .catch(() => null);
  return { first: pages?.pages[0] ?? null };
}

export const meta: MetaFunction = ({ data: loaderData, matches, params, location }) => {
  const loaded = (loaderData ?? {}) as CollectionData;
  const handle = params.handle ?? '';
  const first =
    loaded.first ?? dehydratedData(loaded.dehydrated, pagesOptions(handle, location.search).queryKey)?.pages[0];
  const collection = first?.collection;
  if (!collection) return [...pageMeta({ title: 'Collection' }), { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: collection.seo_title ?? collection.title,
    description:
      collection.seo_description ??
      (collection.description ? snippet(collection.description, 300) : `${collection.title}: shop the collection.`),
    // Every choice of filters, sorts and pages is the same collection, indexed once at its own address.
    canonicalPath: collectionPath(collection.handle),
    origin: originOf(matches),
    image: collection.image ?? undefined,
  });
};

export default function CollectionRoute() {
  const loaderData = useLoaderData<CollectionData | undefined>();
  const handle = useParams().handle ?? '';
  return (
    <Prefetched>
      <CollectionPage key={handle} handle={handle} missing={loaderData?.missing ?? false} />
    </Prefetched>
  );
}
