// Owns the pages the fake API answers: SPEC's eight in today's wording, rendered from the same Markdown defaults the
// server keeps (the server also sanitizes; the defaults have nothing to remove).
import { isSpecPage, type ShopPage } from '@shop/contract/content-pages';
import { DEFAULT_PAGES } from '@shop/contract/default-pages';
import { marked } from 'marked';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';

/** One of SPEC's pages as GET /api/shop/pages/:handle answers it while staff have not edited it. */
export function defaultShopPage(handle: keyof typeof DEFAULT_PAGES): ShopPage {
  const page = DEFAULT_PAGES[handle];
  return {
    handle,
    title: page.title,
    html: (marked.parse(page.markdown, { async: false }) as string)
      .replace(/<h1>/g, '<h2>')
      .replace(/<\/h1>/g, '</h2>'),
    seo_title: page.seoTitle ?? page.title,
    seo_description: page.seoDescription,
  };
}

/** The handler for GET /api/shop/pages/:handle: SPEC's pages, `extra` pages by handle, a 404 for any other. */
export function pageHandlers(extra: Record<string, ShopPage> = {}): FakeHandlers {
  return {
    'GET /api/shop/pages/:handle': ({ params }) => {
      const page = extra[params.handle] ?? (isSpecPage(params.handle) ? defaultShopPage(params.handle) : undefined);
      return page ? { success: true, data: page } : refuse(404, 'There is no page at this address');
    },
  };
}
