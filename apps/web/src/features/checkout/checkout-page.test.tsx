// Checks checkout as a shopper meets it: the empty cart, paying without an address, placing the order, failures.
import { MESSAGES } from '@shop/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '#web/lib/address-api.ts';
import type { Cart } from '#web/lib/cart-api.ts';
import {
  clearToasts,
  findToast,
  renderShopScreen,
  testShopper,
  type FakeAnswer,
  type FakeApi,
} from '#web/lib/testing/render-shop-screen.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
});

const TOTE = '0b7a4d0e-1f6f-4a55-9d3c-7a1e8c2b9f01';
const ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b01';

const home: Address = {
  _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a51',
  address_id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a51',
  user_id: testShopper.id,
  address_line1: '12 MG Road,',
  address_line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
  landmark: 'Near the metro station',
  phone: '9876543210',
  notes: 'Ring twice',
};

const cartWithTote: Cart = {
  _id: 'c1',
  items: [
    {
      product_id: TOTE,
      title: 'Canvas Tote',
      image: '/uploads/tote.webp',
      price: 1499,
      sale_price: 1199,
      quantity: 2,
      total_stock: 5,
      line_total: 2398,
    },
  ],
  total: 2398,
};
const emptyCart: Cart = { _id: null, items: [], total: 0 };

function checkoutApi({ cart, createOrder }: { cart: Cart; createOrder?: FakeAnswer }): FakeApi {
  return ({ method, path }) => {
    if (method === 'GET' && path === `/api/shop/cart/get/${testShopper.id}`) {
      return { status: 200, body: { success: true, data: cart } };
    }
    if (method === 'GET' && path === `/api/shop/address/get/${testShopper.id}`) {
      return { status: 200, body: { success: true, data: [home] } };
    }
    if (method === 'GET' && path === '/api/common/feature/get')
      return { status: 200, body: { success: true, data: [] } };
    if (method === 'POST' && path === '/api/shop/order/create') return createOrder;
    return undefined;
  };
}

const payButtons = () => [
  screen.getByRole('button', { name: 'Pay with PhonePe' }),
  screen.getByRole('button', { name: 'Pay with Razorpay' }),
];

describe('CheckoutPage', () => {
  it('says the cart is empty and keeps both pay buttons disabled', async () => {
    renderShopScreen(<CheckoutPage />, { api: checkoutApi({ cart: emptyCart }) });
    expect(await screen.findByText('Your cart is empty. Please add items to proceed')).toBeInTheDocument();
    for (const button of payButtons()) expect(button).toBeDisabled();
  });

  it('asks for an address when paying without choosing one', async () => {
    const { calls } = renderShopScreen(<CheckoutPage />, { api: checkoutApi({ cart: cartWithTote }) });
    expect(await screen.findByText('Canvas Tote')).toBeInTheDocument();
    const [phonePe] = payButtons();
    expect(phonePe).toBeEnabled();
    await userEvent.click(phonePe!);
    expect(await findToast('Please select one address to proceed.')).toHaveClass('bg-destructive');
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(0);
  });

  it('places a pending order for the chosen address and keeps its id for the payment', async () => {
    const { calls } = renderShopScreen(<CheckoutPage />, {
      api: checkoutApi({
        cart: cartWithTote,
        createOrder: {
          status: 201,
          body: {
            success: true,
            message: 'Order created. Complete the payment to confirm it.',
            order_id: ORDER,
            total_amount: 2398,
          },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));

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
    renderShopScreen(<CheckoutPage />, {
      api: checkoutApi({ cart: cartWithTote, createOrder: { status: 500, body: { success: false, message: 'Boom' } } }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    expect(await findToast(MESSAGES.orderSaveError)).toHaveClass('bg-destructive');
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("shows the server's own words when they say more, e.g. a sold-out product", async () => {
    const soldOut = '"Canvas Tote" has just sold out. Please remove it from your cart.';
    renderShopScreen(<CheckoutPage />, {
      api: checkoutApi({
        cart: cartWithTote,
        createOrder: { status: 409, body: { success: false, message: soldOut } },
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    expect(await findToast(soldOut)).toHaveClass('bg-destructive');
  });
});
