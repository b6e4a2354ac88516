// Checks a collection's page (issue 44): its title, description and products with the listing's filters and sorts,
// the 404 for an unknown handle, and a collection staff put on the home page.
import type { CollectionPage as CollectionAnswer, ShopCollection } from '@shop/contract/collections';
import type { Product } from '@shop/contract/catalog';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CollectionPage } from '#web/features/catalog/collection-page.tsx';
import { refuse } from '#web/testing/fake-server.ts';
import { aProduct, fakeApi, renderCatalog } from '#web/testing/render-catalog.tsx';

const festive: ShopCollection = {
  handle: 'festive',
  title: 'Festive Edit',
  description: 'Silks and sparkle for the season.',
  image: null,
  seo_title: null,
  seo_description: null,
};

const answer = (products: Product[], collection = festive): CollectionAnswer => ({
  success: true,
  data: { collection, products: { data: products, total: products.length, page: 1, limit: 24 } },
});

beforeEach(() => sessionStorage.clear());

describe('a collection’s page', () => {
  it('shows its title, description and products in its own order, and asks with the chosen filters and sort', async () => {
    const { calls } = fakeApi(null, {
      'GET /api/shop/collections/:handle': ({ params }) =>
        params.handle === 'festive'
          ? answer([aProduct({ title: 'Zari Kurta' }), aProduct({ title: 'Anarkali Set' })])
          : refuse(404, 'We could not find that collection.'),
    });
    renderCatalog('/?category=women', { element: <CollectionPage handle="festive" /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Festive Edit' })).toBeInTheDocument();
    expect(screen.getByText('Silks and sparkle for the season.')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Zari Kurta', 'Anarkali Set']);
    expect(screen.getByRole('status')).toHaveTextContent('2 Products');
    // The filters travel to the API; no sort in the address asks for the collection's own order.
    const asked = calls('GET', '/api/shop/collections/festive');
    expect(asked.at(-1)!.url.searchParams.get('category')).toBe('women');
    expect(asked.at(-1)!.url.searchParams.has('sortBy')).toBe(false);
    // Without JavaScript the filters post to this page, and "Load more" and the sorts lead back to it.
    const form = document.querySelector('noscript');
    expect(form).not.toBeNull();
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('heading')).toBeInTheDocument();
  });

  it('asks for the sort the address names', async () => {
    const { calls } = fakeApi(null, {
      'GET /api/shop/collections/:handle': () => answer([aProduct({ title: 'Zari Kurta' })]),
    });
    renderCatalog('/?sortBy=price-hightolow', { element: <CollectionPage handle="festive" /> });
    await screen.findByRole('heading', { level: 1, name: 'Festive Edit' });
    expect(calls('GET', '/api/shop/collections/festive').at(-1)!.url.searchParams.get('sortBy')).toBe(
      'price-hightolow',
    );
  });

  it('says so for an unknown handle', async () => {
    fakeApi(null, {
      'GET /api/shop/collections/:handle': () => refuse(404, 'We could not find that collection.'),
    });
    renderCatalog('/', { element: <CollectionPage handle="nope" /> });
    expect(
      await screen.findByText('There is no collection at this address. It may have moved or ended.'),
    ).toBeVisible();
  });
});

describe('a collection on the home page', () => {
  it('shows its title, first products and a "View all" link where staff put it', async () => {
    const { calls } = fakeApi(null, {
      'GET /api/shop/storefront': () => ({
        success: true,
        data: { home: [{ kind: 'collection', handle: 'festive' }], menu: [] },
      }),
      'GET /api/shop/collections/:handle': () => answer([aProduct({ title: 'Zari Kurta' })]),
    });
    renderCatalog('/shop/home');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Festive Edit' })).closest('section')!;
    expect(within(section).getByRole('heading', { level: 3, name: 'Zari Kurta' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all Festive Edit' })).toHaveAttribute(
      'href',
      '/shop/collections/festive',
    );
    // Only what staff arranged.
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Feature Products' })).toBeNull();
    expect(calls('GET', '/api/shop/collections/festive').at(-1)!.url.searchParams.get('limit')).toBe('4');
  });
});
