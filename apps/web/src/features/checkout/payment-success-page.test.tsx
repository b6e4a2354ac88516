// Checks the payment-success page: the payment details the server gives for the order (never the query's), and the
// cart refreshed on arrival.
import { formatDate } from '@shop/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import userEvent from '@testing-library/user-event';
import { refuse } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';
import { PaymentSuccessPage } from '#web/features/checkout/payment-success-page.tsx';
import { atUrl, ORDER, TOTE } from '#web/testing/checkout-test-data.tsx';
import { testOrder } from '#web/testing/order-fixture.ts';

const paidOrder = testOrder({
  _id: ORDER,
  order_number: 'TT-1187',
  user_id: testShopper.id,
  created_at: '2026-03-14T09:30:00.000Z',
  updated_at: '2026-03-14T09:32:00.000Z',
  total_amount: 2398,
  payment_id: 'pay_Q1w2E3r4T5',
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
    address_id: 'a1',
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    phone: '9876543210',
    notes: 'Ring twice',
  },
});

/** The details block as a map of term → description, as a screen reader would pair them. */
function detailsOf(block: HTMLElement): Record<string, string> {
  const terms = within(block).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

/** A cart cached from before the payment, as the header's cart count would hold it. */
function WithCachedCart({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(cartKeys.of(testShopper.id), { _id: 'c1', items: [], total: 2398 }));
  return children;
}

function renderSuccess(query: string, order: Order = paidOrder) {
  const page = atUrl(`/shop/payment-success?${query}`, <PaymentSuccessPage />);
  return renderShopScreen(<WithCachedCart>{page}</WithCachedCart>, {
    api: {
      'GET /api/shop/order/details/:id': ({ params }) =>
        params.id === order._id ? { success: true, data: order } : refuse(404, 'Order not found'),
      'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { _id: null, items: [], total: 0 } }),
    },
  });
}

afterEach(clearToasts);

describe('PaymentSuccessPage', () => {
  it("shows the paid order's payment details, and refreshes the cart", async () => {
    const { queryClient } = renderSuccess(`orderId=${ORDER}`);

    expect(screen.getByRole('heading', { name: 'Your order has been placed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    const block = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(block)).toEqual({
      'Order ID': 'TT-1187',
      'Reference ID': 'pay_Q1w2E3r4T5',
      'Payment Gateway': 'Razorpay',
      Amount: '₹2,398.00',
      On: formatDate('2026-03-14T09:32:00.000Z'),
      'Transaction Status': 'Paid successfully',
    });
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/shop/account');
    await waitFor(() => expect(queryClient.getQueryState(['cart', testShopper.id])?.isInvalidated).toBe(true));
  });

  it('shows the discount for paying online, and the coupon, before the amount paid', async () => {
    renderSuccess(`orderId=${ORDER}`, {
      ...paidOrder,
      total_amount: 2058.2,
      discount_amount: 239.8,
      coupon_code: 'SAVE10',
      online_discount_amount: 100,
    });
    const block = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(block)).toEqual({
      'Order ID': 'TT-1187',
      'Reference ID': 'pay_Q1w2E3r4T5',
      'Payment Gateway': 'Razorpay',
      Coupon: 'SAVE10 − ₹239.80',
      'Discount for paying online': '− ₹100.00',
      Amount: '₹2,058.20',
      On: formatDate('2026-03-14T09:32:00.000Z'),
      'Transaction Status': 'Paid successfully',
    });
  });

  it('names the business its GST invoice goes to, with the GSTIN, paid online or in cash', async () => {
    const business = { buyer_gstin: '29AABCU9603R1ZJ', buyer_business_name: 'Umbrella Traders' };
    const online = renderSuccess(`orderId=${ORDER}`, { ...paidOrder, ...business });
    const block = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(block)).toMatchObject({ 'GST invoice to': 'Umbrella Traders, GSTIN 29AABCU9603R1ZJ' });
    online.unmount();

    renderSuccess(`orderId=${ORDER}`, { ...paidOrder, ...business, payment_method: 'COD', payment_status: 'pending' });
    const cod = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(cod)).toMatchObject({
      Payment: 'Cash on Delivery',
      'GST invoice to': 'Umbrella Traders, GSTIN 29AABCU9603R1ZJ',
    });
  });

  it('reads a Cash on Delivery order as placed, with the cash to pay and its fee', async () => {
    renderSuccess(`orderId=${ORDER}`, {
      ...paidOrder,
      payment_method: 'COD',
      payment_status: 'pending',
      payment_id: null,
      total_amount: 2438,
      cod_fee: 40,
    });
    expect(screen.getByRole('heading', { name: 'Your order has been placed' })).toBeInTheDocument();
    const block = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(block)).toEqual({
      'Order ID': 'TT-1187',
      Payment: 'Cash on Delivery',
      'Cash on Delivery fee': '₹40.00',
      Amount: '₹2,438.00',
      'Transaction Status': 'Pay ₹2,438.00 in cash on delivery',
    });
  });

  it('leaves the status blank while the order is not paid', async () => {
    renderSuccess(`orderId=${ORDER}`, { ...paidOrder, payment_status: 'pending', payment_id: null });
    const block = await screen.findByRole('region', { name: 'Payment details' });
    expect(detailsOf(block)).toMatchObject({ 'Reference ID': '', 'Transaction Status': '' });
  });

  it('shows the PhonePe block from the server’s answer for an order PhonePe paid', async () => {
    renderSuccess(`orderId=${ORDER}`, {
      ...paidOrder,
      payment_method: 'PhonePe',
      payment_id: 'OM2603141232',
    });
    const block = await screen.findByRole('region', { name: 'PhonePe payment' });
    expect(detailsOf(block)).toEqual({
      'Reference ID': ORDER,
      'Payment ID': 'OM2603141232',
      'Payment Gateway': 'PhonePe',
      Amount: '₹2,398.00',
      'Transaction Status': 'Paid successfully',
    });
    expect(screen.getByRole('region', { name: 'Payment details' })).toBeInTheDocument();
  });

  it('shows no PhonePe block while the server does not say the order is paid', async () => {
    renderSuccess(`orderId=${ORDER}`, { ...paidOrder, payment_method: 'PhonePe', payment_status: 'pending' });
    await screen.findByRole('region', { name: 'Payment details' });
    expect(screen.queryByRole('region', { name: 'PhonePe payment' })).toBeNull();
  });

  it('ignores payment details put in the address: only the order id is read', async () => {
    const phishing = 'transactionId=REF123&paymentId=Call+1800+000+000&amount=Call+our+refund+desk';
    const { calls } = renderSuccess(`orderId=${ORDER}&${phishing}`);
    await screen.findByRole('region', { name: 'Payment details' });
    expect(screen.queryByRole('region', { name: 'PhonePe payment' })).toBeNull();
    expect(screen.queryByText(/1800|refund desk|REF123/)).toBeNull();
    expect(calls('GET', `/api/shop/order/details/${ORDER}`)).toHaveLength(1);
  });

  it('without an order id it shows no payment details at all', async () => {
    const { calls } = renderSuccess('transactionId=REF123&paymentId=OM2603141232&amount=2398');
    expect(screen.getByRole('heading', { name: 'Your order has been placed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PhonePe payment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment details' })).toBeNull();
    expect(screen.queryByText('OM2603141232')).toBeNull();
    expect(calls('GET', '/api/shop/order/details/')).toHaveLength(0);
  });

  it('tells the shopper a second payment for the paid order will be refunded', async () => {
    renderSuccess(`orderId=${ORDER}`, {
      ...paidOrder,
      duplicate_payments: [
        {
          payment_id: 'pay_Z9y8X7w6',
          payment_method: 'Razorpay',
          amount: 2398,
          received_at: '2026-03-14T09:40:00.000Z',
          refund_status: null,
        },
      ],
    });
    const note = await screen.findByRole('region', { name: 'Second payment' });
    expect(note).toHaveTextContent(
      'We also received a second payment of ₹2,398.00 for this order (Razorpay payment ID pay_Z9y8X7w6). The order was already paid, so we will refund it to you within 5 days.',
    );
  });
});

describe('PaymentSuccessPage for a Cash on Delivery order waiting for its shopper', () => {
  const awaiting = testOrder({
    ...paidOrder,
    payment_method: 'COD',
    payment_status: 'pending',
    payment_id: null,
    order_status: 'pending',
    cod_confirmation: 'awaiting',
    cod_confirm_until: '2026-03-15T09:30:00.000Z',
    allowed_actions: ['cancel', 'confirm_cod'],
  });
  const PANEL = 'Please confirm your Cash on Delivery order';

  it('asks for the confirmation first, above the spec’s words, and confirming leaves it "Confirmed"', async () => {
    let order = awaiting;
    const { calls } = renderShopScreen(atUrl(`/shop/payment-success?orderId=${ORDER}`, <PaymentSuccessPage />), {
      api: {
        'GET /api/shop/order/details/:id': () => ({ success: true, data: order }),
        'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { _id: null, items: [], total: 0 } }),
        'POST /api/shop/order/confirm-cod/:id': () => {
          order = {
            ...order,
            order_status: 'confirmed',
            cod_confirmation: 'confirmed',
            cod_confirm_until: null,
            allowed_actions: ['cancel'],
          };
          return { success: true, message: 'Your order is confirmed. We will pack it now.' };
        },
      },
    });
    const panel = await screen.findByRole('region', { name: PANEL });
    const heading = screen.getByRole('heading', { name: 'Your order has been placed', level: 1 });
    expect(panel.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(panel).toHaveTextContent('Confirm by 15 Mar 2026, 3:00 pm');
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(detailsOf(screen.getByRole('region', { name: 'Payment details' }))).toMatchObject({
      Confirmation: 'Waiting for you to confirm',
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm order' }));
    await findToast('Your order is confirmed. We will pack it now.');
    expect(calls('POST', `/api/shop/order/confirm-cod/${ORDER}`)[0]!.body).toEqual({ confirm: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: PANEL })).not.toBeInTheDocument());
    expect(detailsOf(screen.getByRole('region', { name: 'Payment details' }))).toMatchObject({
      Confirmation: 'Confirmed',
    });
    expect(heading).toHaveFocus();
  });
});
