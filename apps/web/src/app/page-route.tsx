// Owns what the routes of the pages staff write share (issue 44): the loader that asks the server for the page (a 404
// when there is none), the head from its SEO title and description, and the page or the not-found page.
import type { ComponentType } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getShopPage, type ShopPage } from '#web/features/pages/api/get-page.ts';
import { NotFoundPage } from '#web/app/not-found-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

type PageData = { page: ShopPage | null };
type HandleOf = (params: LoaderFunctionArgs['params']) => string;

/** The server's loader: the page in the HTML it sends, or the not-found page with a 404. */
export function pageLoader(handleOf: HandleOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const page = await getShopPage(handleOf(params), request.signal);
    return page ? { page } : data<PageData>({ page: null }, { status: 404 });
  };
}

/** The browser's loader, for a navigation within the app. */
export function pageClientLoader(handleOf: HandleOf) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PageData> => ({
    page: await getShopPage(handleOf(params), request.signal),
  });
}

/** The head: the page's SEO title and description (its title and first paragraph unless staff wrote them). */
export function pageHead(canonicalPath: (page: ShopPage) => string): MetaFunction {
  return ({ data: loaded, matches }) => {
    const page = (loaded as PageData | undefined)?.page;
    if (!page) return [...pageMeta({ title: 'Page not found' }), { name: 'robots', content: 'noindex' }];
    return pageMeta({
      title: page.seo_title,
      description: page.seo_description,
      canonicalPath: canonicalPath(page),
      origin: originOf(matches),
    });
  };
}

/** The route's screen: `Page` with the loaded page, or the not-found page. */
export function pageScreen(Page: ComponentType<{ page: ShopPage }>) {
  return function PageRoute() {
    const { page } = useLoaderData<PageData>();
    return page ? <Page page={page} /> : <NotFoundPage />;
  };
}
