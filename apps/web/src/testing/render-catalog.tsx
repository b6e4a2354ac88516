// Owns how catalogue tests start a screen: real providers and router, the API faked at fetch (never our modules).
import type { SessionUser } from '@shop/contract/auth';
import type { Product, ProductPage as ProductPageAnswer, Review, Variant } from '@shop/contract/catalog';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { sessionKeys } from '#web/entities/session/session-keys.ts';
import { HomePage } from '#web/features/catalog/home-page.tsx';
import { ListingPage } from '#web/features/catalog/listing-page.tsx';
import { ProductPage } from '#web/features/catalog/product-page.tsx';
import { SearchPage } from '#web/features/catalog/search-page.tsx';
import { fakeServer, type FakeHandlers } from '#web/testing/fake-server.ts';
import { TestProviders } from '#web/testing/test-providers.tsx';

export { shopper } from '#web/testing/test-providers.tsx';

let serial = 0;

export function aProduct(overrides: Partial<Product> = {}): Product {
  serial += 1;
  const image = overrides.images?.[0] ?? overrides.image ?? `/uploads/${'a'.repeat(15)}${serial % 10}.webp`;
  return {
    _id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    image,
    images: [image],
    title: `Product ${serial}`,
    description: 'Soft cotton, cut for everyday wear.',
    category: 'women',
    brand: 'threadandtote',
    price: 1299,
    sale_price: 0,
    total_stock: 25,
    average_review: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    variants: [],
    size_scale: null,
    size_chart: null,
    tax_class: 'clothing',
    handle: `product-${serial}`,
    tags: [],
    seo_title: null,
    seo_description: null,
    ...overrides,
  };
}

/** One size × colour of a product; `stock` 0 is sold out. Prices default to the product's 1299. */
export function aVariant(overrides: Partial<Variant> = {}): Variant {
  serial += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    size: 'M',
    colour: null,
    colour_hex: null,
    sku: `SKU-${serial}`,
    stock: 10,
    price: 1299,
    sale_price: 0,
    images: [],
    ...overrides,
  };
}

/**
 * A product in sizes × colours, every combination with 10 in stock unless `stock` says otherwise ("M/Black": 0);
 * its total_stock is their sum.
 */
export function aProductWithVariants(
  {
    sizes = [],
    colours = [],
    stock = {},
    colourImages = {},
  }: {
    sizes?: string[];
    colours?: string[];
    stock?: Record<string, number>;
    colourImages?: Record<string, string[]>;
  },
  overrides: Partial<Product> = {},
): Product {
  const sizeList = sizes.length ? sizes : [null];
  const colourList = colours.length ? colours : [null];
  const variants = colourList.flatMap((colour) =>
    sizeList.map((size) =>
      aVariant({
        size,
        colour,
        stock: stock[[size, colour].filter(Boolean).join('/')] ?? 10,
        images: (colour && colourImages[colour]) || [],
      }),
    ),
  );
  return aProduct({
    total_stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    variants,
    // The demo's scales: letters for adults' sizes, ages for kids'.
    size_scale: sizes.length === 0 ? null : sizes.every((size) => size.endsWith('Y')) ? 'kids-ages' : 'letters',
    ...overrides,
  });
}

export function aReview(overrides: Partial<Review> = {}): Review {
  serial += 1;
  return {
    _id: `review-${serial}`,
    product_id: 'p',
    user_id: 'u9',
    user_name: 'Meera',
    comment: 'Lovely fabric.',
    rating: 4,
    source: 'shop',
    title: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export const productPage = (
  products: Product[],
  { total = products.length, page = 1, limit = 24 } = {},
): ProductPageAnswer => ({
  success: true,
  data: products,
  total,
  page,
  limit,
});

/**
 * Fakes the API at the network edge with the one fake server: check-auth answers for `user`; `api`'s handlers answer
 * the rest (any other endpoint is a 404). Returns the server's `fetchSpy`, `requests` and `calls`.
 */
export function fakeApi(user: SessionUser | null, api: FakeHandlers = {}) {
  return fakeServer(api, { user });
}

/**
 * Renders the catalogue's screens at `path` (or `element` alone at `/`). `user` is put straight into the session
 * cache, as a signed-in shopper would have it, so a test need not wait for the check-auth round trip.
 */
export function renderCatalog(path: string, { element, user }: { element?: ReactNode; user?: SessionUser } = {}) {
  const router = createMemoryRouter(
    [
      ...(element ? [{ path: '/', element }] : []),
      { path: '/shop/home', element: <HomePage /> },
      { path: '/shop/listing', element: <ListingPage /> },
      { path: '/shop/search', element: <SearchPage /> },
      { path: '/shop/product/:id', element: <ProductPage /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(sessionKeys.current, user);
  const view = render(<TestProviders queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}

/** jsdom has no ResizeObserver; Radix's radio group and menus measure themselves with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The toast on screen (Radix also keeps a hidden copy of its text for screen readers). */
export async function findToast() {
  // The toast view is a lazy chunk: its region appears with the first toast.
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByRole('listitem');
}
