// Checks the return from the redirect provider: one capture, then payment-success; a failure says so and leads back.
import { MESSAGES } from '@shop/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen } from '#web/testing/render-shop-screen.tsx';
import { PaypalReturnPage } from '#web/features/checkout/paypal-return-page.tsx';
import { atUrl, ORDER } from '#web/testing/checkout-test-data.tsx';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
});

/** Development's StrictMode runs every effect twice: the page must still capture once. */
function renderReturn(query: string, capture: FakeHandlers['POST /api/shop/order/capture']) {
  return renderShopScreen(<StrictMode>{atUrl(`/shop/paypal-return?${query}`, <PaypalReturnPage />)}</StrictMode>, {
    api: { 'POST /api/shop/order/capture': capture },
  });
}

const captured: FakeHandlers['POST /api/shop/order/capture'] = () => ({
  success: true,
  message: 'Payment successful. Your order is confirmed.',
  order_id: ORDER,
});

describe('PaypalReturnPage', () => {
  it('captures the payment once for the stored order, then shows payment-success', async () => {
    sessionStorage.setItem('currentOrderId', ORDER);
    const { calls, router } = renderReturn('paymentId=PAYID-1&token=PAYID-1&PayerID=PAYER9', captured);
    expect(screen.getByRole('heading', { name: 'Processing Payment...Please wait!' })).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER}`);
    expect(calls('POST', '/api/shop/order/capture').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/shop/order/capture',
        body: { paymentId: 'PAYID-1', payerId: 'PAYER9', orderId: ORDER },
      },
    ]);
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("accepts PayPal's current return, which names the payment `token`", async () => {
    sessionStorage.setItem('currentOrderId', ORDER);
    const { calls } = renderReturn('token=5O190127TN364715T&PayerID=PAYER9', captured);
    await waitFor(() => expect(calls('POST', '/api/shop/order/capture')).toHaveLength(1));
    expect(calls('POST', '/api/shop/order/capture')[0]?.body).toMatchObject({ paymentId: '5O190127TN364715T' });
  });

  it("says 'Capture payment failed' and offers the way back to checkout", async () => {
    sessionStorage.setItem('currentOrderId', ORDER);
    const { calls, router } = renderReturn('paymentId=PAYID-1&PayerID=PAYER9', () =>
      refuse(400, MESSAGES.captureFailed),
    );
    expect(await findToast(MESSAGES.captureFailed)).toHaveClass('bg-destructive');
    expect(screen.getByRole('heading', { name: MESSAGES.captureFailed })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the order was not placed');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/shop/checkout');
    // A refusal will not change on a second try.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls('POST', '/api/shop/order/capture')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/shop/paypal-return');
  });

  it('offers another try when the server could not answer', async () => {
    sessionStorage.setItem('currentOrderId', ORDER);
    renderReturn('paymentId=PAYID-1&PayerID=PAYER9', () => refuse(503, MESSAGES.serverError));
    expect(await findToast(MESSAGES.captureFailed)).toHaveClass('bg-destructive');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toBeInTheDocument();
  });

  it('captures nothing without a payment to capture, and leads back to checkout', async () => {
    const { calls } = renderReturn('PayerID=PAYER9', captured);
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toBeInTheDocument();
    expect(calls('POST', '/api/shop/order/capture')).toHaveLength(0);
  });
});
