// Checks that checkout follows the order call's next step, whichever way the shopper pays: an in-page checkout, a
// provider's page, nothing to pay, or no step at all; and that a held order is reused or let go.
import { MESSAGES } from '@shop/contract/messages';
import type { NextStep } from '@shop/contract/payments-next';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast } from '#web/testing/render-shop-screen.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { cartWithTote, checkoutApi, ORDER, orderCreated } from '#web/testing/checkout-test-data.tsx';
import { openCheckout } from '#web/testing/checkout-screen.tsx';

const OTHER_ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b02';
const SCRIPT = '/api/sandbox/razorpay/checkout.js?build=7';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  delete window.Razorpay;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  window.location.hash = '';
});

const modal: NextStep = {
  kind: 'modal',
  provider: 'razorpay',
  key: 'rzp_test_key',
  order_id: 'order_rzp9',
  amount: 239800,
  script: SCRIPT,
};

/** Answers each order call with the next answer in turn (the last one again once they run out). */
function placing(...answers: { orderId?: string; next?: NextStep }[]): FakeHandlers['POST /api/shop/order/create'] {
  let call = 0;
  return () => {
    const { orderId = ORDER, next } = answers[Math.min(call++, answers.length - 1)]!;
    return { ...orderCreated, order_id: orderId, ...(next ? { next } : {}) };
  };
}

function render(createOrder: FakeHandlers['POST /api/shop/order/create']) {
  return openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
    api: checkoutApi(cartWithTote, {
      'POST /api/shop/order/create': createOrder,
      'POST /api/shop/order/cancel/:id': () => ({ success: true, message: 'Payment cancelled.' }),
    }),
  });
}

type Opened = { key: string; order_id: string; amount: number; modal: { ondismiss: () => void } };

/** Stands in for Razorpay's checkout.js once its script loads. */
function fakeRazorpay() {
  const opened: Opened[] = [];
  window.Razorpay = class {
    private options: Opened;
    constructor(options: Opened) {
      this.options = options;
    }
    on() {}
    open() {
      opened.push(this.options);
    }
  } as unknown as typeof window.Razorpay;
  return opened;
}

async function pay(button: string) {
  await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe("Following the order call's next step", () => {
  it('a modal step: loads the script it names, says so, and opens the checkout with its key, order and amount', async () => {
    render(placing({ next: modal }));
    await pay('Pay with Razorpay');

    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(script).not.toBeNull();
    });
    expect(screen.getByText('Opening Razorpay…')).toBeInTheDocument();
    const opened = fakeRazorpay();
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', order_id: 'order_rzp9', amount: 239800 });
    expect(sessionStorage.getItem('currentOrderId')).toBe(ORDER);
  });

  it('a redirect step: goes to its page, whichever way of paying answered it', async () => {
    const { calls } = render(placing({ next: { kind: 'redirect', url: `${window.location.origin}/#provider-page` } }));
    await pay('Pay with Razorpay');

    await waitFor(() => expect(window.location.hash).toBe('#provider-page'));
    expect(screen.getByText('Taking you to Razorpay…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveAttribute('aria-busy', 'true');
    expect(sessionStorage.getItem('currentOrderId')).toBe(ORDER);
    expect(calls('POST', '/api/razorpay/')).toHaveLength(0);
  });

  it('nothing to pay: the success page, with the order id left behind and the cart asked for again', async () => {
    const { calls, router } = render(placing({ next: { kind: 'none' } }));
    await pay('Pay with PhonePe');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER}`);
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    await waitFor(() => expect(calls('GET', '/api/shop/cart/get/').length).toBeGreaterThan(1));
  });

  it("no step: lets the order go and says 'payment error'", async () => {
    const { calls, router } = render(placing({}));
    await pay('Pay with PhonePe');

    expect(await findToast(MESSAGES.paymentError)).toHaveClass('bg-destructive');
    expect(calls('POST', `/api/shop/order/cancel/${ORDER}`)).toHaveLength(1);
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Pay with PhonePe' })).not.toHaveAttribute('aria-busy');
  });
});

describe('A held order (an in-page checkout closed without paying)', () => {
  it('paid again the same way: the order call answers it again, announced once, and nothing is let go', async () => {
    const opened = fakeRazorpay();
    const { calls } = render(placing({ next: modal }));
    await pay('Pay with Razorpay');
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(await findToast('Order created. Complete the payment to confirm it.')).toBeInTheDocument();
    opened[0]!.modal.ondismiss();
    expect(await findToast('Payment cancelled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(2);
    expect(calls('POST', '/api/shop/order/cancel/')).toHaveLength(0);
    // The toast still says the payment was cancelled: the same order is not announced as new.
    expect(screen.getByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Order created. Complete the payment to confirm it.')).toBeNull();
  });

  it('paid another way: it is let go before the new order is placed, and the new one is announced', async () => {
    const opened = fakeRazorpay();
    const { calls } = render(
      placing(
        { next: modal },
        { orderId: OTHER_ORDER, next: { kind: 'redirect', url: `${window.location.origin}/#phonepe-pay` } },
      ),
    );
    await pay('Pay with Razorpay');
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', `/api/shop/order/cancel/${ORDER}`)).toHaveLength(1);
    const order = calls('POST', '/api/').map((call) => call.path);
    expect(order.indexOf(`/api/shop/order/cancel/${ORDER}`)).toBeLessThan(order.lastIndexOf('/api/shop/order/create'));
    expect(sessionStorage.getItem('currentOrderId')).toBe(OTHER_ORDER);
  });
});
