import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/testing/render-app.tsx';
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';

/** Each page as its route shows it: the description comes from the route module's meta. */
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
    const view = renderApp(path);

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
    const router = createMemoryRouter([{ path: '*', element: <ShippingPolicyPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery is free' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/international|abroad|overseas|shipping charges? (are|will be) added/i);
  });
});
