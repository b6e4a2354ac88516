// Checks money back in the shopper's Order Details: cancelling in time, the refunds, asking to return or exchange,
// and following those requests.
import type { Product } from '@shop/contract/catalog';
import type { Order } from '@shop/contract/orders';
import type { ReturnRequest } from '@shop/contract/refunds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { testOrder } from '#web/testing/order-fixture.ts';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';

// Radix's checkbox measures itself.
beforeEach(stubResizeObserver);
afterEach(clearToasts);

const KURTA = '2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e01';
const INDIGO_M = '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e01';
const INDIGO_L = '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e02';
const INDIGO_XL = '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e03';
const KURTA_LINE = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b001';
const TOTE_LINE = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b002';

/** Paid and confirmed within the day: the shopper may cancel it. */
const confirmed = testOrder({
  _id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b11',
  user_id: testShopper.id,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  total_amount: 2298,
  payment_id: 'pay_123',
  cancel_until: '2026-03-06T10:00:00.000Z',
  allowed_actions: ['cancel'],
  cart_items: [
    {
      _id: KURTA_LINE,
      product_id: KURTA,
      variant_id: INDIGO_M,
      size: 'M',
      colour: 'Indigo',
      title: 'Linen Kurta',
      image: '/uploads/kurta.webp',
      quantity: 2,
      price: 999,
    },
    {
      _id: TOTE_LINE,
      product_id: null,
      variant_id: null,
      size: null,
      colour: null,
      title: 'Canvas Tote',
      image: '/uploads/tote.webp',
      quantity: 1,
      price: 300,
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

const delivered: Order = {
  ...confirmed,
  order_status: 'delivered',
  cancel_until: null,
  delivered_at: '2026-03-09T10:00:00.000Z',
  return_until: '2026-03-11T10:00:00.000Z',
  allowed_actions: ['return'],
};

const variant = (id: string, size: string, stock: number) => ({
  _id: id,
  size,
  colour: 'Indigo',
  colour_hex: '#3f4d8a',
  sku: `KURTA-${size}`,
  stock,
  price: 999,
  sale_price: 0,
  images: [],
});
const kurta: Product = {
  _id: KURTA,
  image: '/uploads/kurta.webp',
  images: ['/uploads/kurta.webp'],
  title: 'Linen Kurta',
  description: 'Breathable linen.',
  category: 'men',
  brand: 'threadandtote',
  price: 999,
  sale_price: 0,
  total_stock: 8,
  average_review: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  variants: [variant(INDIGO_M, 'M', 3), variant(INDIGO_L, 'L', 5), variant(INDIGO_XL, 'XL', 0)],
  size_scale: 'letters',
  size_chart: null,
  tax_class: 'clothing',
  handle: 'test-product',
  tags: [],
  seo_title: null,
  seo_description: null,
};

/** The shopper's one order, whose details answer `current()` (so a test can change it under the screen). */
function accountApi(current: () => Order, more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/shop/order/list/:userId': () => ({ success: true, data: [current()] }),
    'GET /api/shop/order/details/:id': ({ params }) =>
      params.id === current()._id ? { success: true, data: current() } : refuse(404, 'Order not found'),
    'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
    'GET /api/shop/order/returns/:id': () => ({ success: true, data: [] }),
    ...more,
  };
}

async function openDetails(api: FakeHandlers) {
  const user = userEvent.setup();
  const rendered = renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api });
  const table = await screen.findByRole('table', { name: 'Order History' });
  await user.click(within(table).getByRole('button', { name: /^View Details/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
  return { ...rendered, user, dialog: within(dialog) };
}

describe('cancelling an order', () => {
  it('asks first, saying what happens to the stock and the money, then cancels and refreshes the order', async () => {
    let order = confirmed;
    const { user, dialog, calls } = await openDetails(
      accountApi(() => order, {
        'POST /api/shop/order/cancel/:id': () => {
          order = { ...order, order_status: 'cancelled', cancel_until: null, allowed_actions: [] };
          return { success: true, message: 'Order cancelled. ₹2,298.00 is on its way back to you.' };
        },
      }),
    );
    expect(dialog.getByText(/You can cancel this order until/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent(
      'Its items go back on sale. The full ₹2,298.00 is refunded to the way you paid (Razorpay) within 5 days.',
    );
    // Nothing is sent until the shopper confirms.
    expect(calls('POST', '/api/shop/order/cancel/')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));

    await findToast('Order cancelled. ₹2,298.00 is on its way back to you.');
    expect(calls('POST', '/api/shop/order/cancel/').map((call) => call.path)).toEqual([
      `/api/shop/order/cancel/${confirmed._id}`,
    ]);
    expect(await dialog.findByText('Cancelled')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The history is loaded again too.
    expect(calls('GET', '/api/shop/order/list/').length).toBeGreaterThanOrEqual(2);
  });

  it('says a Cash on Delivery order not yet paid has nothing to refund', async () => {
    const cod: Order = {
      ...confirmed,
      payment_method: 'COD',
      payment_status: 'pending',
      payment_id: null,
      refundable_amount: 0,
    };
    const { user, dialog } = await openDetails(accountApi(() => cod));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).toHaveTextContent(
      'You have not paid yet (Cash on Delivery), so there is nothing to refund.',
    );
  });

  it('shows the server’s refusal (409) as a destructive toast', async () => {
    const { user, dialog } = await openDetails(
      accountApi(() => confirmed, {
        'POST /api/shop/order/cancel/:id': () =>
          refuse(409, 'This order has shipped, so it can no longer be cancelled.'),
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await findToast('This order has shipped, so it can no longer be cancelled.')).toHaveClass('bg-destructive');
  });
});

describe('what the shopper may do, as the order’s allowed_actions say', () => {
  it('offers no "Cancel order" for an exchange’s replacement, and reads its payment as no charge', async () => {
    const replacement: Order = {
      ...confirmed,
      kind: 'exchange',
      total_amount: 0,
      refundable_amount: 0,
      // Within a day of ordering, but a replacement is not cancelled here: the server allows nothing.
      allowed_actions: [],
    };
    const { dialog } = await openDetails(accountApi(() => replacement));
    expect(dialog.getByText('Payment method').nextElementSibling).toHaveTextContent('Exchange (no charge)');
    expect(dialog.queryByText('Razorpay')).not.toBeInTheDocument();
    expect(dialog.queryByText(/You can cancel this order/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('offers "Return or exchange", with its date, only when the order allows a return', async () => {
    const { dialog, unmount } = await openDetails(accountApi(() => delivered));
    expect(await dialog.findByRole('button', { name: 'Return or exchange' })).toBeInTheDocument();
    expect(dialog.getByText(/^You can return or exchange items until 11 Mar 2026/)).toBeInTheDocument();
    unmount();

    const refunded: Order = { ...delivered, payment_status: 'refunded', refundable_amount: 0, allowed_actions: [] };
    const after = await openDetails(accountApi(() => refunded));
    await waitFor(() => expect(after.calls('GET', '/api/shop/order/returns/')).toHaveLength(1));
    expect(after.dialog.queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
    expect(after.dialog.queryByText(/You can return or exchange/)).not.toBeInTheDocument();
  });
});

describe('the refunds in the Order Details', () => {
  it('lists each refund with its amount, state, method, reference and credit note; a failed one will be retried', async () => {
    const refunded: Order = {
      ...confirmed,
      order_status: 'cancelled',
      payment_status: 'partially_refunded',
      cancel_until: null,
      allowed_actions: [],
      refunded_amount: 999,
      refundable_amount: 1299,
      refunds: [
        {
          _id: 'r2',
          amount: 300,
          status: 'failed',
          reason: 'Order cancelled',
          created_at: '2026-03-05T11:00:00.000Z',
          processed_at: null,
          method: 'Razorpay',
          reference: null,
          credit_note_number: null,
        },
        {
          _id: 'r1',
          amount: 999,
          status: 'processed',
          reason: 'Order cancelled',
          created_at: '2026-03-05T10:30:00.000Z',
          processed_at: '2026-03-05T10:31:00.000Z',
          method: 'Razorpay',
          reference: 'rfnd_Q1w2e3',
          credit_note_number: 'TT/CN/2526/000007',
        },
      ],
    };
    const { dialog } = await openDetails(accountApi(() => refunded));
    expect(dialog.getByText('Partly refunded')).toBeInTheDocument();
    const refunds = within(dialog.getByRole('region', { name: 'Refunds' }));
    const [failed, processed] = refunds.getAllByRole('listitem');
    expect(within(failed!).getByText('₹300.00')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('This refund did not go through. Our team will try again.')).toBeInTheDocument();
    expect(within(processed!).getByText('₹999.00')).toBeInTheDocument();
    expect(within(processed!).getByText('Processed')).toBeInTheDocument();
    expect(within(processed!).getByText('rfnd_Q1w2e3')).toBeInTheDocument();
    expect(within(processed!).getByText('5 Mar 2026, 4:01 pm')).toBeInTheDocument();
    expect(
      within(processed!).getByRole('link', { name: 'Download credit note TT/CN/2526/000007 (PDF)' }),
    ).toHaveAttribute('href', '/api/shop/order/credit-note/r1');
  });
});

describe('returning or exchanging', () => {
  it('sends the lines, quantities, reasons and the size to exchange for, then shows the request', async () => {
    const requests: ReturnRequest[] = [];
    const { user, dialog, calls } = await openDetails(
      accountApi(() => delivered, {
        'GET /api/shop/products/get/:id': () => ({ success: true, data: kurta }),
        'GET /api/shop/order/returns/:id': () => ({ success: true, data: requests }),
        'POST /api/shop/order/return/:id': ({ params, body }) => {
          const request: ReturnRequest = {
            _id: 'ret-1',
            order_id: params.id,
            order_number: 'TT-1042',
            status: 'requested',
            note: body.note,
            staff_note: '',
            items: [
              {
                _id: 'ri-1',
                order_item_id: KURTA_LINE,
                title: 'Linen Kurta',
                image: '/uploads/kurta.webp',
                size: 'M',
                colour: 'Indigo',
                quantity: 1,
                reason: 'too_small',
                exchange_variant_id: INDIGO_L,
                exchange_size: 'L',
                exchange_colour: 'Indigo',
                refund_amount: 0,
              },
            ],
            refund_amount: 0,
            exchange_order_id: null,
            exchange_order_number: null,
            created_at: '2026-03-10T10:00:00.000Z',
            updated_at: '2026-03-10T10:00:00.000Z',
          };
          requests.push(request);
          return { success: true, message: 'Return requested.', data: request };
        },
      }),
    );
    await user.click(await dialog.findByRole('button', { name: 'Return or exchange' }));
    const form = within(await screen.findByRole('dialog', { name: 'Return or exchange' }));

    // Nothing ticked: the contract's words.
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('Choose at least one item to return')).toBeInTheDocument();

    await user.click(form.getByRole('checkbox', { name: 'Linen Kurta' }));
    expect(
      within(form.getByLabelText('Quantity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    // A line bought from a product no longer sold cannot be exchanged.
    await user.click(form.getByRole('checkbox', { name: 'Canvas Tote' }));
    expect(form.getAllByRole('radio', { name: 'Exchange for another size/colour' })[1]).toBeDisabled();
    await user.click(form.getByRole('checkbox', { name: 'Canvas Tote' }));

    await user.click(form.getByRole('radio', { name: 'Exchange for another size/colour' }));
    const large = await form.findByRole('radio', { name: 'Size L · Indigo' });
    expect(form.getByRole('radio', { name: 'Size XL · Indigo (sold out)' })).toBeDisabled();
    // The size bought is not offered.
    expect(form.queryByRole('radio', { name: /Size M/ })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('Choose a reason', { selector: 'p' })).toBeInTheDocument();
    expect(form.getByText('Choose a size or colour to exchange for')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Reason'), 'Size too small');
    await user.click(large);
    await user.type(form.getByLabelText('Note (optional)'), 'Runs small at the shoulders');
    await user.click(form.getByRole('button', { name: 'Send request' }));

    await findToast('Return requested.');
    expect(calls('POST', '/api/shop/order/return/').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/api/shop/order/return/${delivered._id}`,
        body: {
          items: [{ order_item_id: KURTA_LINE, quantity: 1, reason: 'too_small', exchange_variant_id: INDIGO_L }],
          note: 'Runs small at the shoulders',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return or exchange' })).not.toBeInTheDocument());
    const returns = within(await dialog.findByRole('region', { name: 'Returns and exchanges' }));
    expect(returns.getByText('Requested')).toBeInTheDocument();
    expect(returns.getByText(/^Return requested/)).toBeInTheDocument();
    expect(returns.getByText('Exchange for Size L · Indigo')).toBeInTheDocument();
    expect(returns.getByText('Quantity: 1 · Size too small')).toBeInTheDocument();
  });

  it('offers only what earlier requests left, and follows each request’s state', async () => {
    const base = {
      order_id: delivered._id,
      order_number: delivered.order_number,
      note: '',
      refund_amount: 999,
      exchange_order_id: null,
      exchange_order_number: null,
      created_at: '2026-03-10T10:00:00.000Z',
      updated_at: '2026-03-10T10:00:00.000Z',
    };
    const line = {
      _id: 'ri-1',
      order_item_id: KURTA_LINE,
      title: 'Linen Kurta',
      image: '/uploads/kurta.webp',
      size: 'M',
      colour: 'Indigo',
      quantity: 1,
      reason: 'damaged' as const,
      exchange_variant_id: null,
      exchange_size: null,
      exchange_colour: null,
      refund_amount: 999,
    };
    const REPLACEMENT = '3f2e1d0c-9b8a-4776-8554-433221100fed';
    const requests: ReturnRequest[] = [
      { ...base, _id: 'a', status: 'approved', staff_note: 'Use the prepaid label we emailed.', items: [line] },
      { ...base, _id: 'b', status: 'rejected', staff_note: 'The tag was removed.', items: [{ ...line, _id: 'x' }] },
      {
        ...base,
        _id: 'c',
        status: 'received',
        staff_note: '',
        refund_amount: 0,
        exchange_order_id: REPLACEMENT,
        exchange_order_number: 'TT-1077',
        items: [
          {
            ...line,
            _id: 'y',
            order_item_id: TOTE_LINE,
            title: 'Canvas Tote',
            exchange_variant_id: INDIGO_L,
            exchange_size: 'L',
            exchange_colour: 'Indigo',
            refund_amount: 0,
          },
        ],
      },
    ];
    const { user, dialog } = await openDetails(
      accountApi(() => delivered, { 'GET /api/shop/order/returns/:id': () => ({ success: true, data: requests }) }),
    );
    const returns = within(await dialog.findByRole('region', { name: 'Returns and exchanges' }));
    // The requests, each with its own list of lines.
    const [approved, rejected, received] = [...returns.getAllByRole('list')[0]!.children] as HTMLElement[];
    expect(approved).toHaveTextContent('Approved: please send the parcel back to us.');
    expect(approved).toHaveTextContent('Note from our team: Use the prepaid label we emailed.');
    expect(rejected).toHaveTextContent('Rejected.Note from our team: The tag was removed.');
    expect(within(received!).getByRole('button', { name: 'View order TT-1077' })).toBeInTheDocument();

    // One kurta of two is in the approved request (the rejected one took none); the tote is in the received one.
    await user.click(dialog.getByRole('button', { name: 'Return or exchange' }));
    const form = within(await screen.findByRole('dialog', { name: 'Return or exchange' }));
    expect(form.getByRole('checkbox', { name: 'Canvas Tote' })).toBeDisabled();
    await user.click(form.getByRole('checkbox', { name: 'Linen Kurta' }));
    expect(
      within(form.getByLabelText('Quantity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1']);
  });
});
