// Checks the app as a visitor, shopper and admin meet it: guard redirects, not-found, the header's sign-in state.
import { MESSAGES } from '@shop/contract/messages';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse } from '#web/testing/fake-server.ts';
import { admin, renderApp, shopper } from '#web/testing/render-app.tsx';

describe('a visitor', () => {
  it('sees the not-found page for an unknown /shop path, inside the shop with a Login link', async () => {
    renderApp('/shop/no-such-page');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(banner).queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('sees the not-found page for unknown paths outside the shop too', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  });

  it('sees a black loading block until the session check answers', () => {
    renderApp('/shop/home');
    const loading = screen.getByRole('status', { name: 'Loading' });
    expect(loading).toHaveClass('bg-black');
  });

  it('is sent from / and from private screens to the login form', async () => {
    const { router } = renderApp('/shop/checkout');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sees the shop home with the navigation, the current page marked', async () => {
    renderApp('/shop/listing?category=women');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Men' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'New Arrivals' })).toHaveAttribute(
      'href',
      '/shop/listing?category=newArrivals',
    );
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('can open the page a mailed sign-in link leads to', async () => {
    const { router } = renderApp('/auth/signin-link?token=abc');
    expect(await screen.findByRole('heading', { name: 'Sign in with your link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin-link');
  });

  it('can open the page a mail’s "Confirm your order" link leads to', async () => {
    const { router } = renderApp('/shop/confirm-order/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b31?token=abc');
    expect(await screen.findByRole('heading', { name: 'Confirm your Cash on Delivery order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/confirm-order/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b31');
    expect(document.title).toBe('Confirm your order · Thread & Tote');
  });

  it('can open a shared product page', async () => {
    renderApp('/shop/product/p-42');
    expect(await screen.findByRole('heading', { name: 'Product details' })).toBeInTheDocument();
  });

  it('sees a product page named in the tab title and description by its route', async () => {
    const kurta = {
      _id: '00000000-0000-4000-8000-000000000007',
      image: '/uploads/aaaaaaaaaaaaaaa1.webp',
      images: ['/uploads/aaaaaaaaaaaaaaa1.webp'],
      title: 'Block-print Kurta',
      description: 'Hand block-printed cotton.',
      category: 'women',
      brand: 'threadandtote',
      price: 1299,
      sale_price: 0,
      total_stock: 5,
      average_review: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      variants: [],
      size_scale: null,
      size_chart: null,
      tax_class: 'clothing' as const,
      handle: 'block-print-kurta',
      tags: [],
      seo_title: null,
      seo_description: null,
    };
    // Shared before products had handles: the old id address moves to the handle's.
    const { router } = renderApp(`/shop/product/${kurta._id}`, {
      api: {
        'GET /api/shop/products/get/:id': ({ params }) =>
          params.id === kurta._id || params.id === kurta.handle
            ? { success: true, data: kurta }
            : refuse(404, 'Product not found'),
        'GET /api/shop/review/:productId': ({ params }) =>
          params.productId === kurta._id ? { success: true, data: [] } : refuse(404, 'Product not found'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Block-print Kurta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/product/block-print-kurta');
    await waitFor(() => expect(document.title).toBe('Block-print Kurta · Thread & Tote'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Hand block-printed cotton.');
  });
});

describe('a signed-in shopper', () => {
  it('sees the avatar menu instead of the Login link', async () => {
    renderApp('/shop/home', { user: shopper });
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('is told they have no access to the admin area', async () => {
    const { router } = renderApp('/admin/orders', { user: shopper });
    expect(await screen.findByText(MESSAGES.noAccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauth-page');
  });

  it('is sent home from the login form', async () => {
    const { router } = renderApp('/auth/login', { user: shopper });
    await screen.findByRole('button', { name: 'Account menu for Asha' });
    expect(router.state.location.pathname).toBe('/shop/home');
  });
});

describe('an admin', () => {
  it('goes from / to the dashboard, in the admin layout', async () => {
    const { router } = renderApp('/', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('is sent from the shop to the dashboard', async () => {
    const { router } = renderApp('/shop/home', { user: admin });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('finds Settings in the admin navigation, after Orders', async () => {
    renderApp('/admin/settings', {
      user: admin,
      api: { 'GET /api/admin/settings': () => ({ success: true, data: DEFAULT_SETTINGS, invoices_waiting: 0 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Stock',
      'Import',
      'Import customers',
      'Orders',
      'Returns',
      'Coupons',
      'Collections',
      'Pages',
      'Redirects',
      'Reports',
      'Settings',
      'Staff',
      'Audit',
      'My account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds Returns in the admin navigation, after Orders', async () => {
    renderApp('/admin/returns', {
      user: admin,
      api: { 'GET /api/admin/returns': () => ({ success: true, data: [], total: 0, page: 1, limit: 20 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Returns', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No returns yet')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds Coupons in the admin navigation, after Returns', async () => {
    renderApp('/admin/coupons', {
      user: admin,
      api: { 'GET /api/admin/coupons': () => ({ success: true, data: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Coupons', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  });

  it('sees not-found for an unknown admin path', async () => {
    renderApp('/admin/no-such-page', { user: admin });
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  });
});
