// Checks that the shop wears its brand as staff set it (Settings → Brand, issue 44): the header's name and logo, the
// footer's contacts and links, the announcement bar while it runs, and every page's title and Open Graph name, as the
// server renders them from the root loader's one read.
import { type Brand, DEFAULT_BRAND } from '@shop/contract/brand-defaults';
import { screen, within } from '@testing-library/react';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accentProperties } from '#web/entities/brand/brand-accent.ts';
import { rememberBrand } from '#web/entities/brand/brand.ts';
import type { PageLoadContext } from '#web/app/load-context.ts';
import { loader } from '#web/app/root.tsx';
import { meta as cartMeta } from '#web/app/routes/shop.cart.tsx';
import { meta as homeMeta } from '#web/app/routes/shop.home.tsx';
import { fakeServer } from '#web/testing/fake-server.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const kora: Brand = {
  ...DEFAULT_BRAND,
  name: 'Kora Weaves',
  accent: '#7a1f2b',
  contact: { email: 'hello@koraweaves.in', phone: '+91 98450 12345', address: null },
  social: { instagram: 'https://www.instagram.com/koraweaves', facebook: null, x: null, youtube: null, whatsapp: null },
};
const brandApi = (brand: Brand) => ({ 'GET /api/shop/brand': () => ({ success: true as const, data: brand }) });

afterEach(() => rememberBrand(DEFAULT_BRAND));

describe('the shop under its brand', () => {
  it('shows the brand’s name in the header and footer, and its contacts and social links', async () => {
    renderApp('/shop/home', { api: brandApi(kora) });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Kora Weaves' })).toHaveAttribute('href', '/shop/home');
    expect(within(header).queryByText('Thread & Tote')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© \d{4} Kora Weaves\. All rights reserved\./)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@koraweaves.in' })).toHaveAttribute(
      'href',
      'mailto:hello@koraweaves.in',
    );
    expect(within(footer).getByRole('link', { name: 'Kora Weaves on Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/koraweaves',
    );
    // A network staff left empty is not linked.
    expect(within(footer).queryByRole('link', { name: /on Facebook/ })).toBeNull();
  });

  it('names the listing’s one brand filter by the shop’s name', async () => {
    renderApp('/shop/listing', { api: brandApi(kora) });
    const filters = await screen.findByRole('group', { name: 'Brand' });
    expect(await within(filters).findByRole('checkbox', { name: 'Kora Weaves' })).toBeInTheDocument();
    expect(within(filters).queryByText('Thread & Tote')).toBeNull();
  });

  it('shows the uploaded logo, named by the shop’s name, in place of the built-in mark', async () => {
    renderApp('/shop/home', { api: brandApi({ ...kora, logo_url: LOGO }) });
    const header = await screen.findByRole('banner');
    const logo = await within(header).findByRole('img', { name: 'Kora Weaves' });
    expect(logo).toHaveAttribute('src', LOGO);
    expect(logo.closest('a')).toHaveAttribute('href', '/shop/home');
  });

  it('puts the announcement above the header, with its link, and none when there is none', async () => {
    const announcement = {
      text: 'Festive sale: 20 % off',
      link: '/shop/listing?category=women',
      starts_at: null,
      ends_at: null,
    };
    const { unmount } = renderApp('/shop/home', { api: brandApi({ ...kora, announcement }) });
    const bar = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(within(bar).getByRole('link', { name: 'Festive sale: 20 % off' })).toHaveAttribute(
      'href',
      '/shop/listing?category=women',
    );
    expect(bar.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    renderApp('/shop/home', { api: brandApi(kora) });
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Kora Weaves' });
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  });

  it('names the shop in every page’s title and Open Graph tags, read once by the root loader', async () => {
    fakeServer(brandApi(kora));
    const context: PageLoadContext = { nonce: '', origin: 'https://koraweaves.in' };
    const request = new Request('https://koraweaves.in/shop/home');
    const answer = await loader({ request, params: {}, context } as unknown as LoaderFunctionArgs);
    expect(answer.brand.name).toBe('Kora Weaves');

    const args = { matches: [{ id: 'root', loaderData: answer }] } as unknown as Parameters<MetaFunction>[0];
    expect(cartMeta(args)).toContainEqual({ title: 'Your Cart · Kora Weaves' });
    const home = homeMeta(args) ?? [];
    expect(home).toContainEqual({ title: 'Home · Kora Weaves' });
    expect(home).toContainEqual({ property: 'og:site_name', content: 'Kora Weaves' });
  });

  it('sets the accent on the page, with its shades, leaving today’s as styles.css has it', () => {
    expect(accentProperties('#7A1F2B')).toMatchObject({ '--color-accent': '#7a1f2b', '--color-ring': '#7a1f2b' });
    expect(accentProperties(DEFAULT_BRAND.accent)).toBeUndefined();
  });
});
