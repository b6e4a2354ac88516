import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '#web/features/pages/about-page.tsx';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { FaqsPage } from '#web/features/pages/faqs-page.tsx';
import { PrivacyPolicyPage } from '#web/features/pages/privacy-policy-page.tsx';
import { RefundPolicyPage } from '#web/features/pages/refund-policy-page.tsx';
import { ReturnPolicyPage } from '#web/features/pages/return-policy-page.tsx';
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';
import { TermsPage } from '#web/features/pages/terms-page.tsx';

const PAGES: [string, ComponentType][] = [
  ['About Us', AboutPage],
  ['Contact Us', ContactPage],
  ['Terms & Conditions', TermsPage],
  ['Frequently Asked Questions', FaqsPage],
  ['Privacy Policy', PrivacyPolicyPage],
  ['Refund Policy', RefundPolicyPage],
  ['Return Policy', ReturnPolicyPage],
  ['Shipping Policy', ShippingPolicyPage],
];

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe.each(PAGES)('the %s page', (title, Page) => {
  it('has one h1 with its title, h2 sections, and its own meta description while shown', () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }]);
    const view = render(<RouterProvider router={router} />);

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
