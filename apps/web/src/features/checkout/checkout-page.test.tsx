// Checks checkout as a shopper meets it: the empty cart, paying without an address, placing the order, failures.
// The payment providers themselves are checked in checkout-payments.test.tsx.
import { MESSAGES } from '@shop/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, testShopper } from '#web/testing/render-shop-screen.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import {
  cartWithTote,
  checkoutApi,
  emptyCart,
  home,
  ORDER,
  orderCreated,
  TOTE,
} from '#web/testing/checkout-test-data.tsx';
import { openCheckout } from '#web/testing/checkout-screen.tsx';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  delete window.Razorpay;
});

type CreateOrder = FakeHandlers['POST /api/shop/order/create'];

/** Checkout's loads; placing the order answers with `createOrder` (none: a 404). */
function checkoutApiWith({ cart, createOrder }: { cart: Cart; createOrder?: CreateOrder }): FakeHandlers {
  return checkoutApi(cart, { 'POST /api/shop/order/create': createOrder });
}

/** The order placed for Razorpay, with its modal as the next step. */
const placedForRazorpay: CreateOrder = () => ({
  ...orderCreated,
  next: {
    kind: 'modal',
    provider: 'razorpay',
    key: 'rzp_test_key',
    order_id: 'order_rzp1',
    amount: 239800,
    script: '/api/sandbox/razorpay/checkout.js',
  },
});

const payButtons = () => [
  screen.getByRole('button', { name: 'Pay with PhonePe' }),
  screen.getByRole('button', { name: 'Pay with Razorpay' }),
];

describe('CheckoutPage', () => {
  it('says the cart is empty and keeps both pay buttons disabled', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, { api: checkoutApiWith({ cart: emptyCart }) });
    expect(await screen.findByText('Your cart is empty. Please add items to proceed')).toBeInTheDocument();
    for (const button of payButtons()) expect(button).toBeDisabled();
  });

  it('asks for an address when paying without choosing one', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: checkoutApiWith({ cart: cartWithTote }),
    });
    expect(await screen.findByText('Canvas Tote')).toBeInTheDocument();
    const [phonePe] = payButtons();
    expect(phonePe).toBeEnabled();
    await userEvent.click(phonePe!);
    expect(await findToast('Please select one address to proceed.')).toHaveClass('bg-destructive');
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(0);
  });

  it('places a pending order for the chosen address and keeps its id for the payment', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: checkoutApiWith({ cart: cartWithTote, createOrder: placedForRazorpay }),
    });
    // Razorpay's modal opens and waits for the shopper.
    const opened = vi.fn();
    window.Razorpay = class {
      open = opened;
      on() {}
    } as unknown as typeof window.Razorpay;
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));

    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(await findToast('Order created. Complete the payment to confirm it.')).not.toHaveClass('bg-destructive');
    expect(sessionStorage.getItem('currentOrderId')).toBe(ORDER);
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      user_id: testShopper.id,
      cartId: 'c1',
      cartItems: [{ product_id: TOTE, title: 'Canvas Tote', image: '/uploads/tote.webp', price: 1199, quantity: 2 }],
      addressInfo: {
        address_id: home._id,
        address: '12 MG Road, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560038',
        phone: '9876543210',
        notes: 'Ring twice',
      },
      orderStatus: 'pending',
      paymentMethod: 'Razorpay',
      paymentStatus: 'pending',
      totalAmount: 2398,
      paymentId: '',
      payerId: '',
    });
  });

  it("shows 'Error while saving order details' when the order cannot be saved", async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: checkoutApiWith({
        cart: cartWithTote,
        createOrder: () => refuse(500, 'Boom'),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    expect(await findToast(MESSAGES.orderSaveError)).toHaveClass('bg-destructive');
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    expect(calls('POST', '/api/razorpay/')).toHaveLength(0);
  });

  it("shows the server's own words when they say more, e.g. a sold-out product", async () => {
    const soldOut = '"Canvas Tote" has just sold out. Please remove it from your cart.';
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: checkoutApiWith({
        cart: cartWithTote,
        createOrder: () => refuse(409, soldOut),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    expect(await findToast(soldOut)).toHaveClass('bg-destructive');
  });
});
