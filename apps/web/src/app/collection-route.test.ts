// Checks /shop/collections/:handle on the server: the collection in the page's data, 404 for an unknown handle, the
// filter form's values written comma-joined, and the head (title, description, canonical) from the collection.
import type { CollectionPage } from '@shop/contract/collections';
import type { LoaderFunctionArgs, MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader, meta } from '#web/app/routes/shop.collections.tsx';
import { refuse } from '#web/testing/fake-server.ts';
import { aProduct, fakeApi } from '#web/testing/render-catalog.tsx';

const festive: CollectionPage = {
  success: true,
  data: {
    collection: {
      handle: 'festive',
      title: 'Festive Edit',
      description: 'Silks and sparkle for the season.',
      image: null,
      seo_title: 'Festive clothing',
      seo_description: null,
    },
    products: { data: [aProduct({ title: 'Zari Kurta' })], total: 1, page: 1, limit: 24 },
  },
};

const args = (url: string, handle: string) =>
  ({ request: new Request(url), params: { handle }, context: {} }) as unknown as LoaderFunctionArgs;

describe('the collection route on the server', () => {
  it('sends the collection with the page, names it in the head, and answers 404 for an unknown handle', async () => {
    fakeApi(null, {
      'GET /api/shop/collections/:handle': ({ params }) =>
        params.handle === 'festive' ? festive : refuse(404, 'We could not find that collection.'),
    });
    const found = (await loader(args('http://shop.test/shop/collections/festive', 'festive'))) as {
      dehydrated?: string;
      missing?: boolean;
    };
    expect(found.missing).toBe(false);
    expect(found.dehydrated).toContain('Zari Kurta');

    const head = meta({
      data: found,
      params: { handle: 'festive' },
      location: { search: '', pathname: '/shop/collections/festive' },
      matches: [{ id: 'root', loaderData: { origin: 'https://shop.example.in' } }],
    } as never) as MetaDescriptor[];
    expect(head).toContainEqual({ title: 'Festive clothing · Thread & Tote' });
    expect(head).toContainEqual({ name: 'description', content: 'Silks and sparkle for the season.' });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example.in/shop/collections/festive',
    });

    const missing = (await loader(args('http://shop.test/shop/collections/nope', 'nope'))) as {
      init: ResponseInit | null;
      data: { missing: boolean };
    };
    expect(missing.init?.status).toBe(404);
    expect(missing.data.missing).toBe(true);
  });

  it('writes the filter form’s values comma-joined, as the page’s own address has them', async () => {
    fakeApi(null, {});
    const redirect = await loader(
      args('http://shop.test/shop/collections/festive?size=M&size=L&sortBy=title-atoz', 'festive'),
    ).catch((thrown: unknown) => thrown);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toBe('/shop/collections/festive?size=M,L&sortBy=title-atoz');
  });
});
