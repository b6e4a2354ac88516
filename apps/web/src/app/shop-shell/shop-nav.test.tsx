// Checks that the shop's main menu is the one staff arranged (issue 44), the current page marked, and that a
// collection's page opens from it through the app's own routes.
import type { CollectionPage } from '@shop/contract/collections';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/testing/render-app.tsx';
import { aProduct } from '#web/testing/render-catalog.tsx';

const festive: CollectionPage = {
  success: true,
  data: {
    collection: {
      handle: 'festive',
      title: 'Festive Edit',
      description: '',
      image: null,
      seo_title: null,
      seo_description: null,
    },
    products: { data: [aProduct({ title: 'Zari Kurta' })], total: 1, page: 1, limit: 24 },
  },
};

describe('the shop’s main menu', () => {
  it('shows staff’s entries, marks the collection being viewed, and links off-site entries plainly', async () => {
    renderApp('/shop/collections/festive', {
      api: {
        'GET /api/shop/storefront': () => ({
          success: true,
          data: {
            home: [],
            menu: [
              { label: 'Home', href: '/shop/home' },
              { label: 'Festive', href: '/shop/collections/festive' },
              { label: 'Our blog', href: 'https://blog.example.in/' },
            ],
          },
        }),
        'GET /api/shop/collections/:handle': () => festive,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Festive Edit' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Festive' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Festive', 'Our blog']);
    expect(within(nav).getByRole('link', { name: 'Festive' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Our blog' })).toHaveAttribute('href', 'https://blog.example.in/');
    expect(screen.getByRole('heading', { level: 3, name: 'Zari Kurta' })).toBeInTheDocument();
  });
});
