// Owns /shop/product/:id, where `id` is the product's handle (issue 44): the product and its reviews are in the HTML
// the server sends, with the head a search engine or a link preview reads (SEO title and description, canonical
// address, Open Graph, JSON-LD Product and breadcrumb); the old address by id answers 301 to the handle's; and the
// action its forms post to before (or without) JavaScript: a review, a stock alert, a delivery check (decision 031).
import { productPath, seoDescriptionOf, seoTitleOf, type Product, type Review } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ApiError, dataOf } from '#web/lib/api-client.ts';
import { deliveryApi, deliveryPromise, isPincode } from '#web/entities/delivery/delivery-api.ts';
import { catalogApi, stockAlertApi } from '#web/entities/product/product-api.ts';
import { checkSession } from '#web/entities/session/session.tsx';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { sizeGuideQueryOptions } from '#web/features/catalog/api/get-size-guide.ts';
import { reviewsQueryOptions } from '#web/features/catalog/api/get-reviews.ts';
import { prefetchProduct } from '#web/features/catalog/api/prefetch-screen.ts';
import { deliveryPlace, FORMAT_ERROR } from '#web/features/catalog/components/delivery-check.tsx';
import { LOGIN_TO_BE_NOTIFIED } from '#web/features/catalog/components/notify-me-button.tsx';
import { SIZE_GUIDE_PARAM } from '#web/features/catalog/components/product-details.tsx';
import { ProductPage } from '#web/features/catalog/product-page.tsx';
import { productStructuredData } from '#web/features/catalog/product-structured-data.ts';
import { backTo, field, flashOf, redirectWithFlash } from '#web/app/form-action.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';
import { browserQueryClient } from '#web/app/query-client.ts';
import {
  dehydratedData,
  Prefetched,
  prefetchOnServer,
  type Prefetched as PrefetchedData,
} from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

/**
 * On the server the product and its reviews travel once, in the dehydrated query cache the screen hydrates from;
 * `meta` reads them there. A navigation in the browser hands them over directly.
 */
type ProductData = PrefetchedData & { product?: Product | null; reviews?: Review[]; missing?: boolean };

/** The product's own address, when `url` asks for it by another name (its id, the old address, or another case). */
function movedAddress(product: Product | null | undefined, asked: string, url: string): string | undefined {
  if (!product || product.handle === asked) return undefined;
  return productPath(product) + new URL(url, 'http://shop').search;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // "Size guide" before the app runs leads to this page with the chart on it.
  const withGuide = new URL(request.url).searchParams.has(SIZE_GUIDE_PARAM);
  let product: Product | undefined;
  const { client, dehydrated } = await prefetchOnServer(async (client) => {
    product = await prefetchProduct(client, id);
    if (product && withGuide) await client.prefetchQuery(sizeGuideQueryOptions(product._id));
  });
  // The server answers the old id address before this runs; here for a page rendered without it (`npm run dev`).
  const moved = movedAddress(product, id, request.url);
  if (moved) throw redirect(moved, 301);
  const error = client.getQueryState(productQueryOptions(id).queryKey)?.error;
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const answer: ProductData = { dehydrated, missing };
  return missing ? data(answer, { status: 404 }) : answer;
}

/** Waits for the product (usually a moment) so the tab names it as the page appears; reviews follow on their own. */
export async function clientLoader({ params, request }: LoaderFunctionArgs): Promise<ProductData> {
  const id = params.id ?? '';
  const client = browserQueryClient();
  const product = await client.ensureQueryData(productQueryOptions(id)).catch(() => null);
  const moved = movedAddress(product, id, request.url);
  if (moved) throw redirect(moved, 301);
  if (product) void client.prefetchQuery(reviewsQueryOptions(product._id));
  return { product, reviews: [] };
}

/** The product's id, which reviews and alerts name it by: the forms post to its id's address, a page to its handle's. */
async function productIdOf(handleOrId: string): Promise<string> {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(handleOrId)) return handleOrId;
  return (await dataOf(catalogApi.product({ params: { id: handleOrId } })).catch(() => undefined))?._id ?? handleOrId;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, `/shop/product/${encodeURIComponent(params.id ?? '')}`);
  const intent = field(form, 'intent');

  if (intent === 'delivery') {
    const pincode = field(form, 'pincode');
    if (!isPincode(pincode)) return redirectWithFlash(back, { title: FORMAT_ERROR, variant: 'destructive' });
    try {
      const estimate = await dataOf(deliveryApi.check({ params: { pincode } }));
      return redirectWithFlash(back, { title: deliveryPromise(estimate) }, { title: deliveryPlace(estimate) });
    } catch (error) {
      const words = error instanceof Error ? error.message : MESSAGES.serverError;
      return redirectWithFlash(back, { title: words, variant: 'destructive' });
    }
  }

  const user = await checkSession();
  const productId = await productIdOf(params.id ?? '');
  if (intent === 'notify') {
    if (!user) return redirectWithFlash(back, { title: LOGIN_TO_BE_NOTIFIED, variant: 'destructive' });
    const answer = await stockAlertApi.add({
      body: { product_id: productId, variant_id: field(form, 'variant_id') },
    });
    return redirectWithFlash(back, flashOf(answer, MESSAGES.notifyMeSaved));
  }
  if (intent === 'review') {
    if (!user) return redirectWithFlash('/auth/login');
    const answer = await catalogApi.addReview({
      body: {
        product_id: productId,
        user_id: user.id,
        user_name: user.userName,
        comment: field(form, 'comment'),
        rating: Number(field(form, 'rating')),
      },
    });
    return redirectWithFlash(back, flashOf(answer, MESSAGES.reviewAdded));
  }
  return redirectWithFlash(back);
}

export const meta: MetaFunction = ({ data: loaderData, matches, params }) => {
  const loaded = (loaderData ?? {}) as ProductData;
  const id = params.id ?? '';
  const product = loaded.product ?? dehydratedData(loaded.dehydrated, productQueryOptions(id).queryKey);
  if (!product) return [...pageMeta({ title: 'Product' }), { name: 'robots', content: 'noindex' }];
  const reviews = loaded.reviews ?? dehydratedData(loaded.dehydrated, reviewsQueryOptions(product._id).queryKey) ?? [];
  const origin = originOf(matches);
  return [
    ...pageMeta({
      title: seoTitleOf(product),
      description: seoDescriptionOf(product),
      canonicalPath: productPath(product),
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
