// Checks paying from checkout with each provider, and what checkout says when a provider sends the shopper back unpaid.
import { MESSAGES } from '@shop/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, testShopper } from '#web/testing/render-shop-screen.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { atUrl, cartWithTote, checkoutApi, home, ORDER, orderCreated } from '#web/testing/checkout-test-data.tsx';
import { openCheckout, quoteFor } from '#web/testing/checkout-screen.tsx';

const SCRIPT = '/api/sandbox/razorpay/checkout.js';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  delete window.Razorpay;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  window.location.hash = '';
});

/** The order placed for Razorpay: its next step is Razorpay's modal for the Razorpay order the server opened. */
const placedForRazorpay: FakeHandlers['POST /api/shop/order/create'] = () => ({
  ...orderCreated,
  next: {
    kind: 'modal',
    provider: 'razorpay',
    key: 'rzp_test_key',
    order_id: 'order_rzp1',
    amount: 239800,
    script: SCRIPT,
  },
});

/** The order placed for a provider with its own page; jsdom only follows in-page navigation, so a hash stands in. */
const placedFor =
  (page: string): FakeHandlers['POST /api/shop/order/create'] =>
  () => ({ ...orderCreated, next: { kind: 'redirect', url: `${window.location.origin}/#${page}` } });

/** Checkout's loads, plus a handler for each call the test cares about. */
function paymentsApi(answers: FakeHandlers): FakeHandlers {
  return checkoutApi(cartWithTote, answers);
}

type FakeOptions = {
  key: string;
  amount: number;
  order_id: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  handler: (result: Record<string, string>) => void;
  modal: { ondismiss: () => void };
};

/** Stands in for Razorpay's checkout.js: records what it was opened with; the test plays the shopper. */
function fakeRazorpay() {
  const opened: { options: FakeOptions; failed?: (failure: unknown) => void }[] = [];
  window.Razorpay = class {
    private entry: (typeof opened)[number];
    constructor(options: FakeOptions) {
      this.entry = { options };
    }
    on(_event: string, listener: (failure: unknown) => void) {
      this.entry.failed = listener;
    }
    open() {
      opened.push(this.entry);
    }
  } as unknown as typeof window.Razorpay;
  return opened;
}

async function chooseAddressAndPay(button: string) {
  await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('Pay with Razorpay', () => {
  it('opens Razorpay for the order, verifies the payment and shows the success page', async () => {
    const opened = fakeRazorpay();
    const { calls, router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'POST /api/shop/order/create': placedForRazorpay,
        'POST /api/razorpay/payment/verify': () => ({
          success: true,
          message: 'Payment successful. Your order is confirmed.',
          order_id: ORDER,
        }),
        'GET /api/payments/config': () => ({
          success: true,
          data: {
            testMode: true,
            providers: { razorpay: true, phonepe: true, paypal: true },
            razorpayTheme: '#0f766e',
            online_discount: null,
          },
        }),
      }),
    });
    await screen.findByRole('button', { name: 'Pay with PayPal' }); // the config has arrived
    await chooseAddressAndPay('Pay with Razorpay');

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({ paymentMethod: 'Razorpay' });
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 239800,
      order_id: 'order_rzp1',
      prefill: { name: testShopper.userName, email: testShopper.email },
      theme: { color: '#0f766e' },
    });

    opened[0]!.options.handler({
      razorpay_order_id: 'order_rzp1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER}`);
    expect(calls('POST', '/api/razorpay/payment/verify')[0]?.body).toEqual({
      order_id: ORDER,
      razorpay_order_id: 'order_rzp1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("says 'Razropay failed to load!!' when the checkout script cannot load", async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'POST /api/shop/order/create': placedForRazorpay,
      }),
    });
    await chooseAddressAndPay('Pay with Razorpay');

    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(script).not.toBeNull();
    });
    script!.dispatchEvent(new Event('error'));

    expect(await findToast(MESSAGES.razorpayLoadFailed)).toHaveClass('bg-destructive');
    // The failed tag is gone, so the next click tries again.
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).not.toHaveAttribute('aria-busy');
  });

  it("shows Razorpay's own reason when the payment fails", async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'POST /api/shop/order/create': placedForRazorpay,
      }),
    });
    await chooseAddressAndPay('Pay with Razorpay');

    // The script loads on demand, and defines Razorpay as it does.
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(script).not.toBeNull();
    });
    const modals = fakeRazorpay();
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(modals).toHaveLength(1));

    modals[0]!.failed?.({ error: { description: 'Your card was declined by the bank' } });
    expect(await findToast('Your card was declined by the bank')).toHaveClass('bg-destructive');
  });

  it("says 'Payment cancelled' when the shopper closes Razorpay, and paying again reuses the held order", async () => {
    const modals = fakeRazorpay();
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'POST /api/shop/order/create': placedForRazorpay,
      }),
    });
    await chooseAddressAndPay('Pay with Razorpay');
    await waitFor(() => expect(modals).toHaveLength(1));

    modals[0]!.options.modal.ondismiss();
    expect(await findToast('Payment cancelled')).not.toHaveClass('bg-destructive');

    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(modals).toHaveLength(2));
    // Its stock is still held for this shopper: a second order would count that hold against itself. The order call
    // answers the held order again (the server's one per cart), not let go first, and its Razorpay order.
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(2);
    expect(calls('POST', '/api/shop/order/cancel/')).toHaveLength(0);
    expect(modals[1]!.options.order_id).toBe('order_rzp1');
  });

  it("says 'payment error' when no Razorpay order comes back", async () => {
    const modals = fakeRazorpay();
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        // Placed, but Razorpay could not be asked for its order: no next step.
        'POST /api/shop/order/create': () => orderCreated,
        'POST /api/shop/order/cancel/:id': () => ({ success: true, message: 'Payment cancelled.' }),
      }),
    });
    await chooseAddressAndPay('Pay with Razorpay');
    expect(await findToast(MESSAGES.paymentError)).toHaveClass('bg-destructive');
    expect(modals).toHaveLength(0);
  });

  it("shows the server's reason when the payment cannot be verified, and stays on checkout", async () => {
    const modals = fakeRazorpay();
    const refused = 'We could not verify this payment. If money was taken, it will be refunded.';
    const { router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'POST /api/shop/order/create': placedForRazorpay,
        'POST /api/razorpay/payment/verify': () => refuse(403, refused),
      }),
    });
    await chooseAddressAndPay('Pay with Razorpay');
    await waitFor(() => expect(modals).toHaveLength(1));
    modals[0]!.options.handler({
      razorpay_order_id: 'order_rzp1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'x',
    });
    expect(await findToast(refused)).toHaveClass('bg-destructive');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Pay with PhonePe', () => {
  it('places the order for PhonePe (which answers its page) and goes to its page', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'POST /api/shop/order/create': placedFor('phonepe-pay') }),
    });
    await chooseAddressAndPay('Pay with PhonePe');

    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', '/api/phonepe/payment/order')).toHaveLength(0);
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      user_id: testShopper.id,
      addressInfo: { address_id: home._id, address: '12 MG Road, Indiranagar' },
      paymentMethod: 'PhonePe',
      totalAmount: 2398,
    });
    // Leaving for PhonePe: the button stays busy until the page goes.
    expect(screen.getByRole('button', { name: 'Pay with PhonePe' })).toHaveAttribute('aria-busy', 'true');
  });

  it("says 'Error while saving order details' when the order for PhonePe cannot be placed", async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'POST /api/shop/order/create': () => refuse(500, 'Boom') }),
    });
    await chooseAddressAndPay('Pay with PhonePe');
    expect(await findToast(MESSAGES.orderSaveError)).toHaveClass('bg-destructive');
  });

  it("shows the server's words for a refusal such as a sold-out item", async () => {
    const soldOut = '"Canvas Tote" has just sold out. Please remove it from your cart.';
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'POST /api/shop/order/create': () => refuse(409, soldOut) }),
    });
    await chooseAddressAndPay('Pay with PhonePe');
    expect(await findToast(soldOut)).toHaveClass('bg-destructive');
  });
});

describe('Pay with PayPal', () => {
  const config =
    (testMode: boolean): FakeHandlers['GET /api/payments/config'] =>
    () => ({
      success: true,
      data: {
        testMode,
        providers: { razorpay: true, phonepe: true, paypal: true },
        razorpayTheme: '#0f766e',
        online_discount: null,
      },
    });

  it('is offered only in test mode', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'GET /api/payments/config': config(false) }),
    });
    await screen.findByText('Canvas Tote');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Pay with/ })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });

  it("places the order, keeps its id and goes to PayPal's approval page", async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'GET /api/payments/config': config(true),
        'POST /api/shop/order/create': () => ({
          ...orderCreated,
          approvalURL: `${window.location.origin}/#paypal-approve`,
          next: { kind: 'redirect', url: `${window.location.origin}/#paypal-approve` },
        }),
      }),
    });
    await screen.findByRole('button', { name: 'Pay with PayPal' });
    await chooseAddressAndPay('Pay with PayPal');

    await waitFor(() => expect(window.location.hash).toBe('#paypal-approve'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({ paymentMethod: 'PayPal' });
    expect(sessionStorage.getItem('currentOrderId')).toBe(ORDER);
  });
});

describe('Pay with Cash on Delivery', () => {
  const deliveryTo =
    (codAvailable: boolean, codFee = 0): FakeHandlers['GET /api/shop/delivery/:pincode'] =>
    ({ params }) => ({
      success: true,
      data: {
        pincode: params.pincode,
        city: 'Bengaluru',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        serviceable: true,
        cod_available: codAvailable,
        cod_min_order: 299,
        cod_max_order: 10_000,
        cod_fee: codFee,
        days_min: 1,
        days_max: 2,
        estimated_delivery: '2024-11-28',
      },
    });
  const COD = 'Pay with Cash on Delivery';

  it('is offered once the chosen address’s pincode takes it, with its hint', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'GET /api/shop/delivery/:pincode': deliveryTo(true) }),
    });
    await screen.findByText('Canvas Tote');
    expect(screen.queryByRole('button', { name: COD })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    const button = await screen.findByRole('button', { name: COD });
    expect(button).toHaveAccessibleDescription('Pay in cash when it arrives');
  });

  it('shows the fee staff set, and the total with it, before it is pressed', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'GET /api/shop/delivery/:pincode': deliveryTo(true, 49),
        'POST /api/shop/checkout/quote': quoteFor(cartWithTote, { codFee: 49 }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    const button = await screen.findByRole('button', { name: COD });
    expect(button).toHaveAccessibleDescription(/^Pay in cash when it arrives · ₹49\.00 COD fee, total ₹[\d,]+\.00$/);
  });

  it('is not offered where the pincode does not take it', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({ 'GET /api/shop/delivery/:pincode': deliveryTo(false) }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    expect(await screen.findByText('Delivery by Thu, 28 Nov')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COD })).not.toBeInTheDocument();
  });

  it('is refused for a cart outside staff’s range, in the server’s words', async () => {
    const item = { ...cartWithTote.items[0]!, sale_price: 149, quantity: 1, line_total: 149 };
    const cart = { ...cartWithTote, items: [item], total: 149 };
    const outside = MESSAGES.codAmount('₹299.00', '₹10,000.00');
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: checkoutApi(cart, {
        'GET /api/shop/delivery/:pincode': deliveryTo(true),
        'POST /api/shop/checkout/quote': quoteFor(cart, { codRefusal: () => outside }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    expect(await screen.findByRole('note')).toHaveTextContent(outside);
    expect(screen.getByRole('button', { name: COD })).toHaveAttribute('aria-disabled', 'true');
  });

  it('places the order as COD, refreshes the cart and lands on the success page', async () => {
    const { calls, router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'GET /api/shop/delivery/:pincode': deliveryTo(true),
        'POST /api/shop/order/create': () => ({
          success: true,
          message: 'Order placed. Pay in cash on delivery.',
          order_id: ORDER,
          total_amount: 2438,
          next: { kind: 'none' },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(await screen.findByRole('button', { name: COD }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER}`);
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      paymentMethod: 'COD',
      addressInfo: { address_id: home._id, zip_code: '560038' },
    });
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    // The server cleared the cart: checkout asks for it again.
    await waitFor(() => expect(calls('GET', '/api/shop/cart/get/').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal and stays on checkout', async () => {
    const tooMany = MESSAGES.codTooMany;
    const { router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: paymentsApi({
        'GET /api/shop/delivery/:pincode': deliveryTo(true),
        'POST /api/shop/order/create': () => refuse(400, tooMany),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(await screen.findByRole('button', { name: COD }));
    expect(await findToast(tooMany)).toHaveClass('bg-destructive');
    expect(router.state.location.pathname).toBe('/');
  });

  describe('under staff’s risk rules', () => {
    const BLOCKED_PINCODE =
      'Cash on Delivery is not offered to this pincode. Please pay online with PhonePe or Razorpay.';
    /** Whether a quote was asked for this address. */
    const isFor = (body: unknown, addressId: string) => (body as { address_id?: string }).address_id === addressId;
    /** The quote, with Cash on Delivery refused as `refusal` says at the time (null: it is not). */
    const quoteRefusing = (refusal: () => string | null) => quoteFor(cartWithTote, { codRefusal: refusal });

    it('keeps a refused Cash on Delivery unusable and says why, in the server’s words, under the buttons', async () => {
      const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
        api: paymentsApi({
          'GET /api/shop/delivery/:pincode': deliveryTo(true),
          'POST /api/shop/checkout/quote': quoteRefusing(() => BLOCKED_PINCODE),
        }),
      });
      await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(BLOCKED_PINCODE);
      const button = screen.getByRole('button', { name: COD });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(`Not available for this order ${BLOCKED_PINCODE}`);
      // Still reachable by keyboard, so the reason is read with it; pressing it places nothing.
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(button);
      expect(calls('POST', '/api/shop/order/create')).toHaveLength(0);
      expect(calls('POST', '/api/shop/checkout/quote').filter(({ body }) => isFor(body, home._id))).toHaveLength(1);
      // Paying online is as it was.
      expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).not.toHaveAttribute('aria-disabled');
    });

    it('leaves Cash on Delivery as it is, with no note, when it is available', async () => {
      const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
        api: paymentsApi({
          'GET /api/shop/delivery/:pincode': deliveryTo(true),
          'POST /api/shop/checkout/quote': quoteRefusing(() => null),
        }),
      });
      await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
      await waitFor(() =>
        expect(calls('POST', '/api/shop/checkout/quote').filter(({ body }) => isFor(body, home._id))).toHaveLength(1),
      );
      const button = await screen.findByRole('button', { name: COD });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).toHaveAccessibleDescription('Pay in cash when it arrives');
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('leaves the button as it is when the check fails, and asks again once a refused order reloads the cart', async () => {
      const ACCOUNT =
        'Cash on Delivery is not offered on your account, as earlier parcels paid in cash came back. Please pay online with PhonePe or Razorpay.';
      let answer: 'fails' | 'refuses' = 'fails';
      openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
        api: paymentsApi({
          'GET /api/shop/delivery/:pincode': deliveryTo(true),
          'POST /api/shop/checkout/quote': (request) =>
            answer === 'fails' ? refuse(500, 'Boom') : quoteRefusing(() => ACCOUNT)(request),
          'POST /api/shop/order/create': () => {
            answer = 'refuses';
            return refuse(400, ACCOUNT);
          },
        }),
      });
      await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
      await userEvent.click(await screen.findByRole('button', { name: COD }));
      // The server refuses it as today, and the check asked again now says so under the buttons.
      expect(await findToast(ACCOUNT)).toHaveClass('bg-destructive');
      expect(await screen.findByRole('note')).toHaveTextContent(ACCOUNT);
      expect(screen.getByRole('button', { name: COD })).toHaveAttribute('aria-disabled', 'true');
    });
  });
});

describe('Back from a provider unpaid', () => {
  it('lets a cancelled order go, says nothing was charged, and cleans the address (PayPal token included)', async () => {
    sessionStorage.setItem('currentOrderId', ORDER);
    const { calls, router } = openCheckout(
      atUrl(
        `/shop/checkout?payment=cancelled&orderId=${ORDER}&token=5O190127TN364715T`,
        <CheckoutPage AddressBook={AddressBook} />,
      ),
      {
        api: paymentsApi({
          'POST /api/shop/order/cancel/:id': ({ params }) =>
            params.id === ORDER ? { success: true, message: 'Payment cancelled.' } : refuse(404, 'Order not found'),
        }),
      },
    );
    expect(
      await screen.findByText('Your payment was cancelled. Nothing was charged; your cart is as you left it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls('POST', `/api/shop/order/cancel/${ORDER}`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/shop/checkout');
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    // Still there after the address is cleaned; and the order was let go once.
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(calls('POST', '/api/shop/order/cancel/')).toHaveLength(1);
  });

  it('says PhonePe is still confirming a pending payment, and leaves the order alone', async () => {
    const { calls, router } = openCheckout(
      atUrl(`/shop/checkout?payment=pending&orderId=${ORDER}`, <CheckoutPage AddressBook={AddressBook} />),
      { api: paymentsApi({}) },
    );
    expect(await screen.findByText(/PhonePe is still confirming your payment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/shop/account');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls('POST', '/api/shop/order/cancel/')).toHaveLength(0);
  });
});
