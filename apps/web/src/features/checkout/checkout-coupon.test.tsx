// Checks "Have a coupon?" at checkout: the discount and the discounted total on the Pay buttons, the code sent with the
// order for each way of paying, the server's words for a refused code, and asking again when the cart changes.
import type { CouponQuote } from '@shop/contract/coupons';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { PaymentSuccessPage } from '#web/features/checkout/payment-success-page.tsx';
import { atUrl, cartWithTote, checkoutApi, home, ORDER, orderCreated, TOTE } from '#web/testing/checkout-test-data.tsx';
import { openCheckout, quoteFor } from '#web/testing/checkout-screen.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { clearToasts, findToast, testShopper } from '#web/testing/render-shop-screen.tsx';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  delete window.Razorpay;
  window.location.hash = '';
});

/** SAVE10 on the tote cart: 10% of ₹2,398. */
const save10: CouponQuote = {
  code: 'SAVE10',
  discount: 239.8,
  subtotal: 2398,
  total: 2158.2,
  description: '10% off',
};

const couponAnswer = (quote: CouponQuote) => ({ success: true as const, message: 'Coupon applied', data: quote });

function api(more: FakeHandlers): FakeHandlers {
  return checkoutApi(cartWithTote, {
    'POST /api/shop/cart/coupon': ({ body }) =>
      body.code.toUpperCase() === 'SAVE10' ? couponAnswer(save10) : refuse(400, 'This coupon does not exist'),
    'POST /api/shop/checkout/quote': quoteFor(cartWithTote, { coupons: { SAVE10: save10.discount } }),
    ...more,
  });
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

async function applyCode(code: string) {
  await userEvent.type(await screen.findByLabelText('Have a coupon?'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('Apply coupon at checkout', () => {
  it('shows the discount and the discounted total on each Pay button, and places the order with the code', async () => {
    const opened: { amount: number }[] = [];
    window.Razorpay = class {
      private options: { amount: number };
      constructor(options: { amount: number }) {
        this.options = options;
      }
      open() {
        opened.push(this.options);
      }
      on() {}
    } as unknown as typeof window.Razorpay;
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: api({
        'POST /api/shop/order/create': () => ({
          ...orderCreated,
          total_amount: 2158.2,
          next: {
            kind: 'modal',
            provider: 'razorpay',
            key: 'rzp_test_key',
            order_id: 'order_rzp1',
            amount: 215820,
            script: '/api/sandbox/razorpay/checkout.js',
          },
        }),
      }),
    });
    await screen.findByText('Canvas Tote');
    await applyCode('save10');

    expect(await summary().findByText('Coupon SAVE10 applied. You save ₹239.80.')).toBeInTheDocument();
    expect(calls('POST', '/api/shop/cart/coupon')[0]?.body).toEqual({ code: 'save10' });
    expect(summary().getByText('10% off')).toBeInTheDocument();
    const discount = summary().getByText('Coupon SAVE10').nextElementSibling;
    expect(discount).toHaveTextContent('− minus ₹239.80');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹2,158.20');
    // Focus follows to the applied code's Remove button: the field the shopper used is gone.
    expect(screen.getByRole('button', { name: 'Remove coupon SAVE10' })).toHaveFocus();
    for (const name of ['Pay with PhonePe', 'Pay with Razorpay']) {
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(/ · total ₹2,158\.20$/);
    }

    await userEvent.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(calls('POST', '/api/shop/order/create')).toHaveLength(1));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      addressInfo: { address_id: home._id },
      paymentMethod: 'Razorpay',
      couponCode: 'SAVE10',
    });
    // Razorpay takes the order's discounted total, as the server worked it out.
    await waitFor(() => expect(opened).toMatchObject([{ amount: 215820 }]));
  });

  it('places the order for PhonePe with the code', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: api({
        'POST /api/shop/order/create': () => ({
          ...orderCreated,
          total_amount: 2158.2,
          next: { kind: 'redirect', url: `${window.location.origin}/#phonepe-pay` },
        }),
      }),
    });
    await screen.findByText('Canvas Tote');
    await applyCode('SAVE10');
    await screen.findByRole('button', { name: 'Remove coupon SAVE10' });
    await userEvent.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));

    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      user_id: testShopper.id,
      paymentMethod: 'PhonePe',
      couponCode: 'SAVE10',
    });
  });

  it('shows the server’s words under the field for a refused code, and places the order without one', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: api({ 'POST /api/shop/order/create': () => orderCreated }),
    });
    await screen.findByText('Canvas Tote');
    await applyCode('NOPE10');

    const field = screen.getByLabelText('Have a coupon?');
    expect(await screen.findByText('This coupon does not exist')).toHaveAttribute('aria-live', 'polite');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This coupon does not exist');
    expect(summary().queryByText(/^Coupon /)).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹2,398.00');
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveAccessibleDescription(
      'Cards, UPI and net banking',
    );

    await userEvent.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(calls('POST', '/api/shop/order/create')).toHaveLength(1));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).not.toHaveProperty('couponCode');
  });

  it('asks for a code before applying an empty field', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, { api: api({}) });
    await screen.findByText('Canvas Tote');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a coupon code')).toBeInTheDocument();
    expect(calls('POST', '/api/shop/cart/coupon')).toHaveLength(0);
  });

  it('removes an applied code, back to the full total', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, { api: api({}) });
    await screen.findByText('Canvas Tote');
    await applyCode('SAVE10');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(screen.getByLabelText('Have a coupon?')).toHaveFocus();
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹2,398.00');
    expect(summary().queryByText('Coupon SAVE10')).not.toBeInTheDocument();
  });

  it('asks again when the cart changes, and drops the code, saying why, when it no longer applies', async () => {
    let minimumMet = true;
    const { calls, queryClient } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: api({
        'POST /api/shop/cart/coupon': () =>
          minimumMet ? couponAnswer(save10) : refuse(400, 'Add ₹1,200.00 more to use SAVE10'),
      }),
    });
    await screen.findByText('Canvas Tote');
    await applyCode('SAVE10');
    await screen.findByRole('button', { name: 'Remove coupon SAVE10' });

    // Two totes become three: the same code, asked about again for the new cart.
    const three: Cart = {
      ...cartWithTote,
      items: [{ ...cartWithTote.items[0]!, quantity: 3, line_total: 3597 }],
      total: 3597,
    };
    act(() => queryClient.setQueryData(cartKeys.of(testShopper.id), three));
    await waitFor(() => expect(calls('POST', '/api/shop/cart/coupon')).toHaveLength(2));
    expect(await summary().findByText('Coupon SAVE10')).toBeInTheDocument();

    // Down to one: below the minimum, so the code goes and the shopper is told why.
    minimumMet = false;
    const one: Cart = {
      ...cartWithTote,
      items: [{ ...cartWithTote.items[0]!, quantity: 1, line_total: 1199 }],
      total: 1199,
    };
    act(() => queryClient.setQueryData(cartKeys.of(testShopper.id), one));
    const removed = 'Coupon SAVE10 was removed: Add ₹1,200.00 more to use SAVE10';
    expect(await findToast(removed)).toHaveClass('bg-destructive');
    expect(summary().getByText(removed)).toBeInTheDocument();
    expect(summary().queryByText('Coupon SAVE10')).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹1,199.00');
  });
});

describe('the payment-success page', () => {
  const paidWithCoupon = testOrder({
    _id: ORDER,
    user_id: testShopper.id,
    created_at: '2026-03-14T09:30:00.000Z',
    updated_at: '2026-03-14T09:32:00.000Z',
    total_amount: 2158.2,
    payment_id: 'pay_Q1w2E3r4T5',
    discount_amount: 239.8,
    coupon_code: 'SAVE10',
    cart_items: [
      {
        _id: 'i1',
        product_id: TOTE,
        variant_id: null,
        size: null,
        colour: null,
        title: 'Canvas Tote',
        image: '/uploads/tote.webp',
        quantity: 2,
        price: 1199,
      },
    ],
    address_info: {
      address_id: home._id,
      address: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560038',
      phone: '9876543210',
      notes: 'Ring twice',
    },
  });

  it('shows the coupon and what it took off, before the amount paid', async () => {
    openCheckout(atUrl(`/shop/payment-success?orderId=${ORDER}`, <PaymentSuccessPage />), {
      api: {
        'GET /api/shop/order/details/:id': () => ({ success: true, data: paidWithCoupon }),
        'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { _id: null, items: [], total: 0 } }),
      },
    });
    const block = within(await screen.findByRole('region', { name: 'Payment details' }));
    expect(block.getByText('Coupon').nextElementSibling).toHaveTextContent('SAVE10 − ₹239.80');
    expect(block.getByText('Amount').nextElementSibling).toHaveTextContent('₹2,158.20');
  });
});
