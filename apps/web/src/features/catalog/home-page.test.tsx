// Checks the home page (SPEC §2, §9): the banner's rotation and controls, the category tiles and the feature products.
import { LIMITS } from '@shop/contract/shop';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { aProduct, fakeApi, productPage, renderCatalog } from '#web/testing/render-catalog.tsx';

const banners = [1, 2, 3].map((n) => ({ _id: `b${n}`, image: `/uploads/${'b'.repeat(31)}${n}.webp` }));
const homeApi: FakeHandlers = {
  'GET /api/common/feature/get': () => ({ success: true, data: banners }),
  'GET /api/shop/products/get': () => productPage([aProduct({ title: 'Linen Shirt', category: 'men' })]),
};

const slide = (n: number) => screen.getByRole('group', { name: `${n} of 3`, hidden: true });

beforeEach(() => sessionStorage.clear());

describe('the home page banner', () => {
  // Only the rotation's interval is faked, so everything else runs as usual.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the first banner first, eagerly, linking to new arrivals; the others load when wanted', async () => {
    fakeApi(null, homeApi);
    renderCatalog('/shop/home');
    const first = await screen.findByRole('img', { name: 'Thread & Tote banner 1 of 3' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.closest('a')).toHaveAttribute('href', '/shop/listing?category=newArrivals');
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).toHaveAttribute('inert');
    expect(screen.queryByRole('img', { name: 'Thread & Tote banner 2 of 3', hidden: true })).toBeNull();
    // The shopper turns to the carousel: the other banners load, without holding up anything else.
    fireEvent.pointerEnter(slide(1).closest('section')!);
    expect(screen.getByRole('img', { name: 'Thread & Tote banner 2 of 3', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('advances every 15 seconds, quietly, until paused', async () => {
    fakeApi(null, homeApi);
    renderCatalog('/shop/home');
    await screen.findByRole('img', { name: 'Thread & Tote banner 1 of 3' });
    const live = slide(1).parentElement;
    act(() => vi.advanceTimersByTime(LIMITS.bannerRotateMs - 1));
    expect(slide(1)).not.toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(1));
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(live).toHaveAttribute('aria-live', 'off');

    await userEvent.click(screen.getByRole('button', { name: 'Pause banner rotation' }));
    // Leave the carousel, which otherwise holds the rotation while the pointer or focus is inside.
    const carousel = screen.getByRole('region', { name: 'Featured collections' });
    await userEvent.unhover(carousel);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(LIMITS.bannerRotateMs * 3));
    expect(slide(2)).not.toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Play banner rotation' }));
    await userEvent.unhover(carousel);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(LIMITS.bannerRotateMs));
    expect(slide(3)).not.toHaveAttribute('inert');
  });

  it('moves on the buttons and announces those moves politely', async () => {
    fakeApi(null, homeApi);
    renderCatalog('/shop/home');
    await screen.findByRole('img', { name: 'Thread & Tote banner 1 of 3' });
    const [previous] = screen.getAllByRole('button', { name: 'Previous banner' });
    await userEvent.click(previous!);
    expect(slide(3)).not.toHaveAttribute('inert');
    expect(slide(1).parentElement).toHaveAttribute('aria-live', 'polite');
    const [next] = screen.getAllByRole('button', { name: 'Next banner' });
    await userEvent.click(next!);
    expect(slide(1)).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 2 of 3' }));
    expect(slide(2)).not.toHaveAttribute('inert');
  });
});

describe('the home page', () => {
  it('loads the feature products sorted by price, low to high, with no filters', async () => {
    const { calls } = fakeApi(null, homeApi);
    renderCatalog('/shop/home');
    const section = (await screen.findByRole('heading', { name: 'Feature Products' })).closest('section');
    expect(await within(section!).findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    const query = calls('GET', '/api/shop/products/get')
      .map(({ url }) => url.searchParams)
      .find((params) => !params.has('category'));
    expect(query?.get('sortBy')).toBe('price-lowtohigh');
    expect(query?.has('brand')).toBe(false);
  });

  it('shows the four promises', async () => {
    fakeApi(null, homeApi);
    renderCatalog('/shop/home');
    for (const promise of [
      'Free Delivery Across India',
      'Exceptional Customer Support',
      '100% Secure Payments',
      'Free Returns Policy',
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
  });

  it('stores the category filter and opens the listing from a category tile', async () => {
    fakeApi(null, homeApi);
    const { router } = renderCatalog('/shop/home');
    await userEvent.click(screen.getByRole('link', { name: /^Kids/ }));
    expect(JSON.parse(sessionStorage.getItem('filters') ?? 'null')).toEqual({
      category: ['kids'],
      brand: [],
      size: [],
      colour: [],
    });
    expect(router.state.location.pathname).toBe('/shop/listing');
    expect(router.state.location.search).toBe('?category=kids');
  });
});
