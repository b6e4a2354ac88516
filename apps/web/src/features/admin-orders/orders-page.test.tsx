// Checks the staff's orders screen: the table and its badges, paging, the details dialog and changing a status.
import type { Order } from '@shop/contract/orders';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const UPDATED = 'Order status is updated successfully!';

/** What staff may do with a paid order that is confirmed, as the server's lifecycle answers it. */
const PAID_ACTIONS: Order['allowed_actions'] = ['set_status', 'mark_shipped', 'reject', 'refund'];

const paid = testOrder({
  _id: '7c1d2e3f-0000-4000-8000-000000000001',
  order_number: 'TT-1101',
  user_id: 'shopper-1',
  created_at: '2026-01-10T06:30:00.000Z',
  updated_at: '2026-01-10T06:35:00.000Z',
  total_amount: 2298,
  payment_id: 'pay_Q1w2e3r4t5',
  allowed_actions: PAID_ACTIONS,
  cart_items: [
    {
      _id: 'line-1',
      product_id: 'kurta',
      variant_id: '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e01',
      size: 'M',
      colour: 'Indigo',
      title: 'Linen Kurta',
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      quantity: 2,
      price: 999,
    },
    {
      _id: 'line-2',
      product_id: 'tote',
      variant_id: null,
      size: null,
      colour: null,
      title: 'Canvas Tote',
      image: '/uploads/fedcba9876543210fedcba9876543210.webp',
      quantity: 1,
      price: 300,
    },
  ],
});
const rejected: Order = {
  ...paid,
  _id: '7c1d2e3f-0000-4000-8000-000000000002',
  order_number: 'TT-1099',
  created_at: '2026-01-08T06:30:00.000Z',
  total_amount: 799.5,
  order_status: 'rejected',
  payment_status: 'failed',
  payment_id: null,
  allowed_actions: ['set_status'],
  refundable_amount: 0,
};
const shipping: Order = {
  ...paid,
  _id: '7c1d2e3f-0000-4000-8000-000000000003',
  order_number: 'TT-1096',
  created_at: '2026-01-05T06:30:00.000Z',
  total_amount: 129999,
  order_status: 'inShipping',
  needs_refund: true,
  allowed_actions: ['set_status', 'mark_delivered', 'reject', 'refund'],
  refundable_amount: 129999,
};

/** A small stand-in for the admin orders API: pages of orders, details, and status changes that stick. */
function fakeOrders(initial: Order[], { pageSize = 20 } = {}): FakeHandlers {
  const orders = [...initial];
  return {
    'GET /api/admin/orders/get': ({ query: { page, search } }) => {
      // The server's search, as far as these tests need it: an order number as typed, or a long id.
      const wanted = search?.toUpperCase().replace(/^(TT-)?/, 'TT-');
      const found = search ? orders.filter((o) => o.order_number === wanted || o._id === search) : orders;
      const data = found.slice((page - 1) * pageSize, page * pageSize);
      return { success: true, data, total: found.length, page, limit: pageSize };
    },
    'GET /api/admin/orders/details/:id': ({ params }) => {
      const found = orders.find((order) => order._id === params.id);
      return found ? { success: true, data: found } : refuse(404, 'Order not found');
    },
    'PUT /api/admin/orders/update/:id': ({ params, body }) => {
      const index = orders.findIndex((order) => order._id === params.id);
      const order = orders[index]!;
      orders[index] = {
        ...order,
        order_status: body.orderStatus ?? order.order_status,
        payment_status: body.paymentStatus ?? order.payment_status,
      };
      return { success: true, message: UPDATED };
    },
  };
}

/** The order's row, named by its short number (the long id is in its details). */
const rowOf = (order: Pick<Order, 'order_number'>) =>
  screen.getByRole('rowheader', { name: order.order_number }).closest('tr')!;

describe('the All Orders table', () => {
  it('shows each order with its date, price, payment and a status badge in the spec’s colour', async () => {
    renderAdminScreen(<OrdersPage />, fakeOrders([paid, rejected, shipping]));
    expect(screen.getByRole('heading', { name: 'All Orders' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'TT-1101' });

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Select',
      'Order ID',
      'Order Date',
      'Order Status',
      'Order Price',
      'Payment',
      'Shipment',
      'Actions',
    ]);
    expect(screen.getByText('3 orders, newest first')).toBeInTheDocument();

    const first = within(rowOf(paid));
    expect(first.getByText('10 Jan 2026')).toBeInTheDocument();
    expect(first.getByText('₹2,298.00')).toBeInTheDocument();
    expect(first.getByText('Confirmed')).toHaveClass('bg-success');
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.queryByText('Refund due')).not.toBeInTheDocument();

    const second = within(rowOf(rejected));
    expect(second.getByText('₹799.50')).toBeInTheDocument();
    expect(second.getByText('Rejected')).toHaveClass('bg-destructive');
    expect(second.getByText('Failed')).toBeInTheDocument();

    const third = within(rowOf(shipping));
    expect(third.getByText('₹1,29,999.00')).toBeInTheDocument();
    // Every other status is black, with a readable label.
    expect(third.getByText('In Shipping')).toHaveClass('bg-foreground');
    expect(third.getByText('Refund due')).toHaveClass('bg-destructive');
    expect(third.getByRole('button', { name: `View Details of order ${shipping._id}` })).toBeInTheDocument();
  });

  it('reaches every order a page at a time with Previous and Next, the page in the address', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 3 }, (_, index) => ({
      ...paid,
      _id: `order-${index + 1}`,
      order_number: `TT-${1201 + index}`,
    }));
    const { calls } = renderAdminScreen(<OrdersPage />, fakeOrders(many, { pageSize: 2 }));
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('rowheader', { name: 'TT-1203' })).not.toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'TT-1203' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'TT-1201' })).not.toBeInTheDocument();
    expect(pages.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls('GET', '/api/admin/orders/get').map((call) => call.path)).toEqual([
      '/api/admin/orders/get?page=1&limit=20',
      '/api/admin/orders/get?page=2&limit=20',
    ]);
    expect(screen.getByText('3 orders, newest first')).toBeInTheDocument();
  });

  it('finds an order by the number a shopper reads out, keeps the search in the address, and shows all again', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<OrdersPage />, fakeOrders([paid, rejected, shipping]));
    await screen.findByRole('rowheader', { name: 'TT-1101' });
    // The table names each order by its short number; the long id is in its details.
    expect(screen.queryByText(paid._id)).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Find an order' });
    expect(search).toHaveAccessibleDescription(
      'The order number (TT-1042 or 1042), the order ID, or the shopper’s name, email or phone.',
    );
    await user.type(search, 'tt-1099{Enter}');
    expect(await screen.findByText('1 order found for “tt-1099”')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'TT-1099' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'TT-1101' })).not.toBeInTheDocument();
    expect(calls('GET', '/api/admin/orders/get').at(-1)!.path).toBe(
      '/api/admin/orders/get?page=1&limit=20&search=tt-1099',
    );

    await user.clear(search);
    await user.type(search, '4242{Enter}');
    expect(await screen.findByText('No order found for “4242”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('3 orders, newest first')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('');
  });

  it('says so when there are no orders yet', async () => {
    renderAdminScreen(<OrdersPage />, fakeOrders([]));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});

describe('a second payment for an order already paid', () => {
  it('flags the order "Refund due" in the list and says in the dialog which payment to refund, and how', async () => {
    const user = userEvent.setup();
    const twice: Order = {
      ...paid,
      duplicate_payments: [
        {
          payment_id: 'pay_Second0001',
          payment_method: 'Razorpay',
          amount: 2298,
          received_at: '2026-01-10T07:00:00.000Z',
          refund_status: null,
        },
      ],
    };
    const { calls } = renderAdminScreen(<OrdersPage />, fakeOrders([twice]));
    await screen.findByRole('rowheader', { name: twice.order_number });
    expect(within(rowOf(twice)).getByText('Refund due')).toHaveClass('bg-destructive');

    await user.click(screen.getByRole('button', { name: `View Details of order ${twice._id}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByRole('note')).toHaveTextContent(
      'A second payment of ₹2,298.00 arrived on 10 Jan 2026, after the order was already paid. The order stands; this payment goes back to the shopper through Razorpay (payment ID pay_Second0001).',
    );
    // One click refunds it whole, through Razorpay, asked once however often it is pressed.
    await user.click(dialog.getByRole('button', { name: 'Refund this payment (₹2,298.00)' }));
    await waitFor(() => expect(calls('POST', `/api/admin/orders/refund/${twice._id}`)).toHaveLength(1));
    const [asked] = calls('POST', `/api/admin/orders/refund/${twice._id}`);
    expect(asked!.body).toEqual({ payment_id: 'pay_Second0001', reason: 'Second payment for an order already paid' });
    expect(asked!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the Order Details dialog', () => {
  it('opens at once for the order the address names (the dashboard links here)', async () => {
    renderAdminScreen(<OrdersPage />, fakeOrders([paid]), `/admin/orders?order=${paid._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText(paid._id)).toBeInTheDocument();
  });

  it('shows the order, its items and where it ships; closing it clears the selection', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<OrdersPage />, fakeOrders([paid, shipping]));
    const viewDetails = await screen.findByRole('button', { name: `View Details of order ${paid._id}` });
    await user.click(viewDetails);

    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
    // Order ID: the short number, with the long id under it.
    const orderId = dialog.getByText('Order ID').nextElementSibling as HTMLElement;
    expect(within(orderId).getByText('TT-1101')).toBeInTheDocument();
    expect(within(orderId).getByText(paid._id)).toBeInTheDocument();
    expect(dialog.getByText('pay_Q1w2e3r4t5')).toBeInTheDocument();
    expect(dialog.getByText('Razorpay')).toBeInTheDocument();
    expect(dialog.getByText('₹2,298.00')).toBeInTheDocument();
    expect(dialog.getByText('Confirmed')).toHaveClass('bg-success');
    const items = dialog.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Linen KurtaSize M · IndigoQuantity: 2 × ₹999.00Line total ₹1,998.00',
      'Canvas ToteQuantity: 1 × ₹300.00Line total ₹300.00',
    ]);
    for (const text of ['12 MG Road, Indiranagar', 'Bengaluru', 'Karnataka', '560038', '9876543210']) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    expect(dialog.getByText('Pincode')).toBeInTheDocument();
    // A confirmed order is none of the five settable statuses, so nothing is chosen yet.
    expect(dialog.getByLabelText('New order status')).toHaveValue('');
    expect(dialog.getByRole('button', { name: 'Update Order Status' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewDetails).toHaveFocus();

    // The next order opens with its own details, not the last one's.
    await user.click(screen.getByRole('button', { name: `View Details of order ${shipping._id}` }));
    const next = within(screen.getByRole('dialog', { name: 'Order Details' }));
    expect(next.getByText(shipping._id)).toBeInTheDocument();
    expect(next.getByText('Refund due')).toBeInTheDocument();
    expect(next.getByLabelText('New order status')).toHaveValue('inShipping');
  });

  it('sends the chosen status, shows the server’s message and refreshes the dialog and the list', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<OrdersPage />, fakeOrders([paid, shipping]));
    await user.click(await screen.findByRole('button', { name: `View Details of order ${shipping._id}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));

    // Any status, in any order (DESIGN): straight back to pending is allowed.
    const select = dialog.getByLabelText('New order status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select status', 'Pending', 'In Process', 'In Shipping', 'Delivered', 'Rejected']);
    await user.selectOptions(select, 'delivered');
    await user.click(dialog.getByRole('button', { name: 'Update Order Status' }));

    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/orders/update/').map(({ method, path, body }) => ({ method, path, body }))).toEqual(
      [{ method: 'PUT', path: `/api/admin/orders/update/${shipping._id}`, body: { orderStatus: 'delivered' } }],
    );
    expect(await dialog.findByText('Delivered', { selector: 'span' })).toHaveClass('bg-foreground');
    expect(select).toHaveValue('delivered');
    // Escape would first dismiss the toast (the top layer), so close with the dialog's own button.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(shipping)).getByText('Delivered')).toBeInTheDocument();
  });

  it('shows a refusal as a destructive toast with the server’s words', async () => {
    const user = userEvent.setup();
    const orders = fakeOrders([shipping]);
    renderAdminScreen(<OrdersPage />, {
      ...orders,
      'PUT /api/admin/orders/update/:id': () => refuse(404, 'Order not found'),
    });
    await user.click(await screen.findByRole('button', { name: `View Details of order ${shipping._id}` }));
    await user.selectOptions(screen.getByLabelText('New order status'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Update Order Status' }));
    // A paid order: staff are asked whether to refund it too.
    await user.click(await screen.findByRole('button', { name: 'Reject only' }));

    // The open dialog hides the rest of the page from assistive technology (Radix announces the toast separately).
    const toast = await waitFor(() => {
      const item = screen
        .getAllByRole('listitem', { hidden: true })
        .find((li) => li.textContent?.includes('Order not found'));
      expect(item).toBeDefined();
      return item!;
    });
    expect(toast).toHaveClass('bg-destructive');
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('In Shipping', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('a Cash on Delivery order in the Order Details dialog', () => {
  const COLLECTED = 'Payment recorded: the cash is collected.';
  const cod: Order = {
    ...paid,
    _id: '7c1d2e3f-0000-4000-8000-000000000004',
    payment_method: 'COD',
    payment_id: null,
    payment_status: 'pending',
    total_amount: 2338,
    cod_fee: 40,
    allowed_actions: ['set_status', 'mark_shipped', 'reject', 'collect_cash', 'return_to_origin'],
    refundable_amount: 0,
  };
  const openDetails = async (order: Order, handlers: Partial<FakeHandlers> = {}) => {
    const user = userEvent.setup();
    const rendered = renderAdminScreen(<OrdersPage />, { ...fakeOrders([order]), ...handlers });
    await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
    return { user, calls: rendered.calls, dialog: within(screen.getByRole('dialog', { name: 'Order Details' })) };
  };
  const sentBodies = (calls: ReturnType<typeof renderAdminScreen>['calls']) =>
    calls('PUT', '/api/admin/orders/update/').map(({ path, body }) => ({ path, body }));

  it('reads "Cash on Delivery" with its fee, and "Mark paid (cash collected)" sends paymentStatus paid', async () => {
    const { user, calls, dialog } = await openDetails(cod, {
      'PUT /api/admin/orders/update/:id': () => ({ success: true, message: COLLECTED }),
    });
    expect(dialog.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(dialog.getByText('₹40.00')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark paid (cash collected)' }));
    expect(await screen.findByText(COLLECTED)).toBeInTheDocument();
    expect(sentBodies(calls)).toEqual([
      { path: `/api/admin/orders/update/${cod._id}`, body: { paymentStatus: 'paid' } },
    ]);
  });

  it('offers "Returned" for an unpaid COD order and sends it', async () => {
    const { user, calls, dialog } = await openDetails(cod);
    const select = dialog.getByLabelText('New order status');
    expect(within(select).getByRole('option', { name: 'Returned' })).toBeInTheDocument();
    await user.selectOptions(select, 'returned');
    await user.click(dialog.getByRole('button', { name: 'Update Order Status' }));
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(sentBodies(calls)).toEqual([
      { path: `/api/admin/orders/update/${cod._id}`, body: { orderStatus: 'returned' } },
    ]);
    expect(await dialog.findByText('Returned', { selector: 'span' })).toBeInTheDocument();
  });

  it('hides both once the cash is collected, and for an order paid online', async () => {
    const collected: Order = {
      ...cod,
      payment_status: 'paid',
      allowed_actions: PAID_ACTIONS,
      refundable_amount: cod.total_amount,
    };
    for (const order of [collected, paid]) {
      const { dialog } = await openDetails(order);
      expect(dialog.queryByRole('button', { name: 'Mark paid (cash collected)' })).not.toBeInTheDocument();
      expect(within(dialog.getByLabelText('New order status')).queryByRole('option', { name: 'Returned' })).toBeNull();
      cleanup();
    }
  });
});

describe('what staff may do, as the order’s allowed_actions say', () => {
  const openDetails = async (order: Order) => {
    const user = userEvent.setup();
    renderAdminScreen(<OrdersPage />, fakeOrders([order]));
    await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
    return within(screen.getByRole('dialog', { name: 'Order Details' }));
  };
  const cod: Order = {
    ...paid,
    _id: '7c1d2e3f-0000-4000-8000-000000000005',
    payment_method: 'COD',
    payment_id: null,
    payment_status: 'pending',
    allowed_actions: [],
    refundable_amount: 0,
  };

  it('shows "Mark paid (cash collected)" with collect_cash, and "Returned" with return_to_origin', async () => {
    const dialog = await openDetails({ ...cod, allowed_actions: ['set_status', 'collect_cash', 'return_to_origin'] });
    expect(dialog.getByRole('button', { name: 'Mark paid (cash collected)' })).toBeInTheDocument();
    expect(within(dialog.getByLabelText('New order status')).getByRole('option', { name: 'Returned' })).toBeVisible();
  });

  it('offers neither for a Cash on Delivery order still unpaid whose actions do not hold them', async () => {
    // Cancelled by the shopper: the cash will never come, and the stock is back on sale already.
    const dialog = await openDetails({ ...cod, order_status: 'cancelled' });
    expect(dialog.queryByRole('button', { name: 'Mark paid (cash collected)' })).not.toBeInTheDocument();
    // No set_status either: an order that ended stays ended, so there is no status to choose.
    expect(dialog.queryByLabelText('New order status')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Update Order Status' })).not.toBeInTheDocument();
  });
});

describe('an exchange’s replacement order', () => {
  const replacement: Order = {
    ...paid,
    _id: '7c1d2e3f-0000-4000-8000-000000000006',
    order_number: 'TT-1106',
    kind: 'exchange',
    total_amount: 0,
    allowed_actions: ['set_status', 'mark_shipped', 'reject'],
    refundable_amount: 0,
  };

  it('reads "Exchange (no charge)" for its payment in the table and the details, not the original’s method', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<OrdersPage />, fakeOrders([replacement]));
    const row = within(await waitFor(() => rowOf(replacement)));
    expect(row.getByText('Exchange (no charge)')).toBeInTheDocument();
    expect(row.queryByText('Paid')).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: `View Details of order ${replacement._id}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('Payment method').nextElementSibling).toHaveTextContent('Exchange (no charge)');
    expect(dialog.queryByText('Razorpay')).not.toBeInTheDocument();
  });
});

describe('the tax invoice in the Order Details dialog', () => {
  const openDetails = async (order: Order) => {
    const user = userEvent.setup();
    renderAdminScreen(<OrdersPage />, fakeOrders([order]));
    await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
    return within(screen.getByRole('dialog', { name: 'Order Details' }));
  };

  it('names the invoice and links its PDF for download', async () => {
    const dialog = await openDetails({ ...paid, invoice_number: 'TT/2526/000042' });
    expect(dialog.getByText('Tax invoice TT/2526/000042')).toBeInTheDocument();
    const link = dialog.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/admin/orders/invoice/${paid._id}`);
    expect(link).toHaveAttribute('download');
  });

  it('says a paid order’s invoice waits for the shop’s details, linking to Settings', async () => {
    const dialog = await openDetails(paid);
    expect(dialog.getByRole('link', { name: 'Invoice waits: fill in the shop’s details in Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(dialog.queryByRole('link', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
  });

  it('says nothing of an invoice for an unpaid order', async () => {
    const dialog = await openDetails(rejected);
    expect(dialog.queryByText(/invoice/i)).not.toBeInTheDocument();
  });
});

describe('the discounts in the Order Details dialog', () => {
  const openDetails = async (order: Order) => {
    const user = userEvent.setup();
    renderAdminScreen(<OrdersPage />, fakeOrders([order]));
    await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
    return within(screen.getByRole('dialog', { name: 'Order Details' }));
  };

  it('shows the coupon and the discount for paying online, each already taken off the price', async () => {
    const dialog = await openDetails({
      ...paid,
      total_amount: 1958.29,
      discount_amount: 239.8,
      coupon_code: 'SAVE10',
      online_discount_amount: 99.91,
      refundable_amount: 1958.29,
    });
    expect(dialog.getByText('Coupon').nextElementSibling).toHaveTextContent('SAVE10 − ₹239.80');
    expect(dialog.getByText('Discount for paying online').nextElementSibling).toHaveTextContent('− ₹99.91');
  });

  it('shows no discount for paying online where there was none', async () => {
    const dialog = await openDetails(paid);
    expect(dialog.getByText('Order Price')).toBeInTheDocument();
    expect(dialog.queryByText('Discount for paying online')).not.toBeInTheDocument();
  });

  it('names the business a GST invoice goes to, with its GSTIN', async () => {
    const dialog = await openDetails({
      ...paid,
      buyer_gstin: '29AABCU9603R1ZJ',
      buyer_business_name: 'Umbrella Traders',
    });
    expect(dialog.getByText('GST invoice to').nextElementSibling).toHaveTextContent(
      'Umbrella Traders, GSTIN 29AABCU9603R1ZJ',
    );
  });

  it('says nothing of a business for a consumer’s order', async () => {
    const dialog = await openDetails(paid);
    expect(dialog.getByText('Order Price')).toBeInTheDocument();
    expect(dialog.queryByText('GST invoice to')).not.toBeInTheDocument();
  });
});
