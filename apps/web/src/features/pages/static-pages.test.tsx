import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/testing/render-app.tsx';
import { defaultShopPage, pageHandlers } from '#web/testing/fake-pages.ts';
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';

/** Each page as its route shows it, from the server's answer (today's wording): the description is its SEO text. */
const PAGES: [string, string][] = [
  ['About Us', '/shop/about'],
  ['Contact Us', '/shop/contact'],
  ['Terms & Conditions', '/shop/T&C'],
  ['Frequently Asked Questions', '/shop/faqs'],
  ['Privacy Policy', '/shop/privacy_policy'],
  ['Refund Policy', '/shop/refund_policy'],
  ['Return Policy', '/shop/return_policy'],
  ['Shipping Policy', '/shop/shipping_policy'],
];

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe.each(PAGES)('the %s page', (title, path) => {
  it('has one h1 with its title, h2 sections, and its own meta description while shown', async () => {
    const view = renderApp(path, { api: pageHandlers() });

    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(description()?.length).toBeGreaterThan(60);

    const shown = description();
    view.unmount();
    expect(description()).not.toBe(shown);
  });
});

describe('the shop policies', () => {
  it('state that delivery is free across India, and never mention shipping abroad', () => {
    const router = createMemoryRouter([
      { path: '*', element: <ShippingPolicyPage page={defaultShopPage('shipping-policy')} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery is free' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/international|abroad|overseas|shipping charges? (are|will be) added/i);
  });
});

describe('a page staff made', () => {
  const page = {
    handle: 'summer-sale',
    title: 'Summer sale',
    html: '<p>Everything in linen is 20% off.</p>\n<h2>How it works</h2>\n<p>See <a href="/shop/listing">the listing</a>.</p>',
    seo_title: 'Summer sale',
    seo_description: 'Everything in linen is 20% off.',
  };

  it('shows at /shop/pages/<handle> with its title, lead, sections, links and description', async () => {
    renderApp('/shop/pages/summer-sale', { api: pageHandlers({ 'summer-sale': page }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer sale' })).toBeInTheDocument();
    expect(screen.getByText('Everything in linen is 20% off.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the listing' })).toHaveAttribute('href', '/shop/listing');
    expect(description()).toBe('Everything in linen is 20% off.');
  });

  it('shows the not-found page for a handle nobody made', async () => {
    renderApp('/shop/pages/nothing-here', { api: pageHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: /page doesn.t exists/i })).toBeInTheDocument();
  });
});
