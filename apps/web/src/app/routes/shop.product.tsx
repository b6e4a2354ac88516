// Owns /shop/product/:id: the product and its reviews are in the HTML the server sends, with the head a search
// engine or a link preview reads (canonical address, Open Graph, JSON-LD Product and breadcrumb).
import type { Product, Review } from '@shop/contract/catalog';
import { formatRupees } from '@shop/contract/money';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { reviewsQueryOptions } from '#web/features/catalog/api/get-reviews.ts';
import { prefetchProduct } from '#web/features/catalog/api/prefetch-screen.ts';
import { ProductPage } from '#web/features/catalog/product-page.tsx';
import { offerPrice, productStructuredData, snippet } from '#web/features/catalog/product-structured-data.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserQueryClient } from '#web/app/query-client.ts';
import { Prefetched, prefetchOnServer, type Prefetched as PrefetchedData } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

type ProductData = PrefetchedData & { product: Product | null; reviews: Review[]; missing?: boolean };

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const { client, dehydrated } = await prefetchOnServer((client) => prefetchProduct(client, id));
  const product = client.getQueryData(productQueryOptions(id).queryKey) ?? null;
  const error = client.getQueryState(productQueryOptions(id).queryKey)?.error;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const answer: ProductData = {
    dehydrated,
    product,
    reviews: client.getQueryData(reviewsQueryOptions(id).queryKey) ?? [],
    missing,
  };
  return missing ? data(answer, { status: 404 }) : answer;
}

/** Waits for the product (usually a moment) so the tab names it as the page appears; reviews follow on their own. */
export async function clientLoader({ params }: LoaderFunctionArgs): Promise<ProductData> {
  const id = params.id ?? '';
  const client = browserQueryClient();
  void client.prefetchQuery(reviewsQueryOptions(id));
  const product = await client.ensureQueryData(productQueryOptions(id)).catch(() => null);
  return { product, reviews: [] };
}

export const meta: MetaFunction = ({ data: loaderData, matches }) => {
  const { product, reviews = [] } = (loaderData ?? {}) as Partial<ProductData>;
  if (!product) return [...pageMeta({ title: 'Product' }), { name: 'robots', content: 'noindex' }];
  const origin = originOf(matches);
  return [
    ...pageMeta({
      title: product.title,
      description: snippet(
        `${product.description} ${formatRupees(offerPrice(product))}, free delivery across India.`,
        300,
      ),
      canonicalPath: `/shop/product/${encodeURIComponent(product._id)}`,
      origin,
      image: product.image,
      type: 'product',
    }),
    ...(origin ? productStructuredData(product, reviews, origin).map((json) => ({ 'script:ld+json': json })) : []),
  ];
};

export default function ProductRoute() {
  const loaderData = useLoaderData<ProductData | undefined>();
  return (
    <Prefetched>
      <ProductPage missing={loaderData?.missing ?? false} />
    </Prefetched>
  );
}
