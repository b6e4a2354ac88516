// Owns the shopper, cart and address the checkout tests pay for, the fake API answers they share, and landing at a URL.
import type { AnswerOf } from '@shop/contract/endpoint';
import type { orderEndpoints } from '@shop/contract/orders';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Address } from '#web/entities/address/address-api.ts';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { quoteFor } from '#web/testing/checkout-screen.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testShopper } from '#web/testing/render-shop-screen.tsx';

export const TOTE = '0b7a4d0e-1f6f-4a55-9d3c-7a1e8c2b9f01';
export const ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b01';

export const home: Address = {
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

export const cartWithTote: Cart = {
  _id: 'c1',
  items: [
    {
      product_id: TOTE,
      variant_id: null,
      size: null,
      colour: null,
      title: 'Canvas Tote',
      image: '/uploads/tote.webp',
      price: 1499,
      sale_price: 1199,
      quantity: 2,
      total_stock: 5,
      max_units_per_item: 10,
      line_total: 2398,
    },
  ],
  total: 2398,
};
export const emptyCart: Cart = { _id: null, items: [], total: 0 };

/** The answer to placing the order (201). */
export const orderCreated: AnswerOf<typeof orderEndpoints.create> = {
  success: true,
  message: 'Order created. Complete the payment to confirm it.',
  order_id: ORDER,
  total_amount: 2398,
};

/**
 * Cart, addresses, banner and the quote (no coupons, discounts or fees) as checkout loads them; `more` answers the rest
 * (any other call: a 404).
 */
export function checkoutApi(cart: Cart, more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/shop/cart/get/:userId': () => ({ success: true, data: cart }),
    'GET /api/shop/address/get/:userId': () => ({ success: true, data: [home] }),
    'GET /api/common/feature/get': () => ({ success: true, data: [] }),
    'POST /api/shop/checkout/quote': quoteFor(cart),
    ...more,
  };
}

/**
 * `renderShopScreen` starts its router at '/'; pages that read their query once, on arrival, are rendered at `url`
 * (a path plus query) instead.
 */
export function atUrl(url: string, page: ReactElement): ReactElement {
  const path = url.split('?')[0]!;
  return (
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route path={path} element={page} />
    </Routes>
  );
}
