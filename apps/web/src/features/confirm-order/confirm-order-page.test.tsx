// Checks the page a mail's "Confirm your order" link opens: nothing is sent on opening, each button sends the answer
// with the link's token and shows the server's words, cancelling asks first, and a link without its token says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Navigate, Route, Routes } from 'react-router';
import { ConfirmOrderPage } from '#web/features/confirm-order/confirm-order-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, renderShopScreen } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b31';
const TOKEN = 'c0d.9d8c7b6a.s1gn4tur3';

/** Opens the page at `url` as a visitor (the link needs no sign-in). */
function openLink(url: string, api: FakeHandlers = {}) {
  const user = userEvent.setup();
  const rendered = renderShopScreen(
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route path="/shop/confirm-order/:id" element={<ConfirmOrderPage />} />
      <Route path="/shop/account" element={<h1>My Account</h1>} />
    </Routes>,
    { user: null, api },
  );
  return { ...rendered, user };
}

const link = `/shop/confirm-order/${ORDER}?token=${encodeURIComponent(TOKEN)}`;
const answering = (message: string): FakeHandlers => ({
  'POST /api/shop/order/confirm-cod/:id': () => ({ success: true, message }),
});

describe('the mail’s confirm link', () => {
  it('sends nothing on opening; "Confirm order" sends the token and shows the server’s words and the way to the orders', async () => {
    const { user, calls, router } = openLink(link, answering('Your order is confirmed. We will pack it now.'));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your Cash on Delivery order', level: 1 }),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your order is confirmed. We will pack it now.');
    expect(calls('POST', '/api/shop/order/confirm-cod/').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/shop/order/confirm-cod/${ORDER}`, body: { confirm: true, token: TOKEN } },
    ]);
    // Decided: nothing more to press but the way on.
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See your orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/account'));
  });

  it('sends one answer for a double press', async () => {
    const { calls } = openLink(link, answering('Your order is confirmed. We will pack it now.'));
    const confirm = await screen.findByRole('button', { name: 'Confirm order' });
    // Both presses in the same tick, before the page has drawn the first one's wait.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByRole('status');
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(1);
  });

  it('asks before cancelling, then sends the token with the cancellation', async () => {
    const { user, calls } = openLink(link, answering('Your order is cancelled.'));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(0);

    await user.click(within(ask).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your order is cancelled.');
    expect(calls('POST', '/api/shop/order/confirm-cod/')[0]!.body).toEqual({ confirm: false, token: TOKEN });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('shows the server’s refusal, with no way to the orders', async () => {
    const expired = 'This link has expired. Sign in to see your order.';
    const { user } = openLink(link, { 'POST /api/shop/order/confirm-cod/:id': () => refuse(403, expired) });
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('link', { name: 'See your orders' })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and offers nothing to press', async () => {
    const { calls } = openLink(`/shop/confirm-order/${ORDER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete: open it from your mail again.',
    );
    expect(screen.getByRole('heading', { name: 'Confirm your Cash on Delivery order' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(0);
  });
});
