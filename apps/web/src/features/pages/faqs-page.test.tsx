import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqsPage } from '#web/features/pages/faqs-page.tsx';
import { defaultShopPage } from '#web/testing/fake-pages.ts';

function renderFaqsPage() {
  const router = createMemoryRouter([{ path: '*', element: <FaqsPage page={defaultShopPage('faqs')} /> }], {
    initialEntries: ['/shop/faqs'],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** The FAQ as the server answers it until staff edit it: today's questions, in its Markdown's groups. */
describe('the FAQ page', () => {
  it('shows the four groups as headings under the page heading', () => {
    renderFaqsPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text === text?.toUpperCase());
    expect(groups).toEqual(['PAYMENTS', 'ORDERS', 'SHIPPING', 'RETURNS AND CANCELLATIONS']);
  });

  it('starts with every answer closed, each question a button', () => {
    renderFaqsPage();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  it('keeps one answer open at a time, across groups too', async () => {
    const user = renderFaqsPage();
    const methods = screen.getByRole('button', { name: 'Which payment methods do you accept?' });
    const cost = screen.getByRole('button', { name: 'How much does delivery cost?' });

    await user.click(methods);
    expect(methods).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Which payment methods do you accept?' });
    expect(within(answer).getByText(/Visa, Mastercard and RuPay/)).toBeInTheDocument();

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(methods).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Nothing. Delivery is free on every order, anywhere in India.')).toBeVisible();
    expect(screen.queryByText(/Visa, Mastercard and RuPay/)).not.toBeInTheDocument();

    // Collapsible: the open one closes again.
    await user.click(cost);
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  it('opens an answer from the keyboard', async () => {
    const user = renderFaqsPage();
    const first = screen.getByRole('button', { name: 'Which payment methods do you accept?' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Can I pay by cheque or money order?' })).toHaveFocus();
  });
});
