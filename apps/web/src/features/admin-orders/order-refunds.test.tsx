// Checks money back in staff's Order Details: the Refund dialog (amount, reason, a COD transfer's reference, sent once
// per opening), recording a transfer, "Refund due", rejecting a paid order, and the timeline.
import type { Order } from '@shop/contract/orders';
import type { Refund } from '@shop/contract/refunds';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

/** A paid, confirmed order as staff see it: a refund, and a rejection that may refund, are allowed. */
const paid = testOrder({
  _id: '7c1d2e3f-0000-4000-8000-000000000011',
  user_id: 'shopper-1',
  created_at: '2026-01-10T06:30:00.000Z',
  updated_at: '2026-01-10T06:35:00.000Z',
  total_amount: 2298,
  payment_id: 'pay_Q1w2e3r4t5',
  allowed_actions: ['set_status', 'mark_shipped', 'reject', 'refund'],
  cart_items: [
    {
      _id: 'line-1',
      product_id: 'kurta',
      variant_id: null,
      size: 'M',
      colour: 'Indigo',
      title: 'Linen Kurta',
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      quantity: 2,
      price: 1149,
    },
  ],
});

const WAITING = '4d3c2b1a-0000-4000-8000-0000000000aa';

const aRefund = (overrides: Partial<Refund>): Refund => ({
  _id: 'refund-1',
  amount: 500,
  status: 'pending',
  reason: 'Damaged in transit',
  created_at: '2026-01-11T06:30:00.000Z',
  processed_at: null,
  method: 'Razorpay',
  reference: null,
  credit_note_number: null,
  ...overrides,
});

const TRANSFER = 'Bank/UPI transfer';
/** The id the fake gives the order's nth refund (a uuid, as the contract's paths ask). */
const refundId = (n: number) => `4d3c2b1a-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Staff's orders API around one order. A refund is kept (pending), and the order then answers what is left to refund
 * and, once nothing is, no `refund` action, as the server would; "Reject and refund" does both in the one request.
 */
function fakeOrder(initial: Order, handlers: FakeHandlers = {}): FakeHandlers {
  let order = initial;
  const keep = (refund: Refund) => {
    const refundable_amount = order.refundable_amount - refund.amount;
    order = {
      ...order,
      refunds: [refund, ...order.refunds],
      refundable_amount,
      allowed_actions: order.allowed_actions.filter((action) => action !== 'refund' || refundable_amount > 0),
    };
    return refund;
  };
  const wayBack = () => (order.payment_method === 'COD' ? TRANSFER : order.payment_method);
  return {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: order }),
    'PUT /api/admin/orders/update/:id': ({ body }) => {
      const rejecting = body.orderStatus === 'rejected';
      if (rejecting && body.refund && order.refundable_amount > 0) {
        keep(
          aRefund({
            _id: refundId(order.refunds.length + 1),
            amount: order.refundable_amount,
            reason: 'Order rejected',
            method: wayBack(),
          }),
        );
      }
      order = {
        ...order,
        order_status: body.orderStatus ?? order.order_status,
        allowed_actions: order.allowed_actions.filter((action) => !rejecting || action !== 'reject'),
      };
      return { success: true, message: 'Order status is updated successfully!' };
    },
    'POST /api/admin/orders/refund/:id': ({ body }) => {
      const refund = keep(
        aRefund({
          _id: refundId(order.refunds.length + 1),
          amount: body.amount ?? order.total_amount,
          reason: body.reason,
          method: wayBack(),
        }),
      );
      return { success: true, message: `Refund of ₹${refund.amount} started.`, data: refund };
    },
    ...handlers,
  };
}

async function openDetails(order: Order, handlers: FakeHandlers = {}) {
  const user = userEvent.setup();
  const rendered = renderAdminScreen(<OrdersPage />, fakeOrder(order, handlers));
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
  return { ...rendered, user, dialog };
}

const toastWith = (text: string) =>
  waitFor(() => {
    const item = screen
      .getAllByRole('listitem', { hidden: true })
      .find((li) => li.matches('li[data-state]') && li.textContent?.includes(text));
    expect(item).toBeDefined();
    return item!;
  });

describe('the Refund dialog', () => {
  it('offers the rest of what was paid, and sends the amount and reason with one Idempotency-Key per opening', async () => {
    const refunded: Order = {
      ...paid,
      payment_status: 'partially_refunded',
      refunded_amount: 298,
      refundable_amount: 2000,
    };
    const { user, dialog, calls } = await openDetails({
      ...refunded,
      refunds: [aRefund({ _id: 'old', amount: 298, status: 'processed', processed_at: '2026-01-11T07:00:00.000Z' })],
    });
    expect(dialog.getByText('₹298.00 refunded so far; ₹2,000.00 can still be refunded.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    const form = within(await screen.findByRole('dialog', { name: 'Refund' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('2000.00');
    expect(form.queryByLabelText('Transfer reference (bank/UPI)')).not.toBeInTheDocument();

    // Too much, and no reason: the dialog's words, nothing sent.
    await user.clear(form.getByLabelText('Amount (₹)'));
    await user.type(form.getByLabelText('Amount (₹)'), '2500');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await form.findByText('At most ₹2,000.00 can be refunded')).toBeInTheDocument();
    expect(form.getByText('Say why this is refunded')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(0);

    await user.clear(form.getByLabelText('Amount (₹)'));
    await user.type(form.getByLabelText('Amount (₹)'), '750.50');
    await user.type(form.getByLabelText('Reason'), 'One kurta came back');
    await user.click(form.getByRole('button', { name: 'Refund' }));

    await toastWith('Refund of ₹750.5 started.');
    const sent = calls('POST', '/api/admin/orders/refund/');
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/admin/orders/refund/${paid._id}`, body: { amount: 750.5, reason: 'One kurta came back' } },
    ]);
    const key = sent[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument());

    // The new refund is listed, pending.
    const refunds = within(dialog.getByRole('region', { name: 'Refunds' }));
    expect(await refunds.findByText('₹750.50')).toBeInTheDocument();
    expect(refunds.getByText('Pending')).toBeInTheDocument();

    // Opening the dialog again is another refund: another key.
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const again = within(await screen.findByRole('dialog', { name: 'Refund' }));
    await user.type(again.getByLabelText('Reason'), 'The rest');
    await user.click(again.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(2));
    expect(calls('POST', '/api/admin/orders/refund/')[1]!.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it('disables Refund while sending, and a retry after a failure carries the same key', async () => {
    let answer: (value: unknown) => void = () => {};
    let attempts = 0;
    const { user, dialog, calls } = await openDetails(paid, {
      'POST /api/admin/orders/refund/:id': async () => {
        attempts += 1;
        if (attempts === 1) return refuse(502, 'Razorpay did not answer. Try again.');
        await new Promise((resolve) => (answer = resolve));
        return { success: true, message: 'Refund of ₹2,298.00 started.', data: aRefund({ amount: 2298 }) };
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: 'Refund' }));
    await user.type(form.getByLabelText('Reason'), 'Out of stock');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await toastWith('Razorpay did not answer. Try again.')).toHaveClass('bg-destructive');

    // Still open: send again.
    await user.click(form.getByRole('button', { name: 'Refund' }));
    const sending = await form.findByRole('button', { name: 'Refunding…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    act(() => answer(undefined));
    await toastWith('Refund of ₹2,298.00 started.');

    const keys = calls('POST', '/api/admin/orders/refund/').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(calls('POST', '/api/admin/orders/refund/')[1]!.body).toEqual({ amount: 2298, reason: 'Out of stock' });
  });

  it('asks a Cash on Delivery order for the transfer reference, and records one for a refund waiting for it', async () => {
    const cod: Order = {
      ...paid,
      payment_method: 'COD',
      payment_id: null,
      total_amount: 2338,
      cod_fee: 40,
      refunded_amount: 0,
      refunds: [aRefund({ _id: WAITING, amount: 338, method: TRANSFER })],
      refundable_amount: 2000,
    };
    const { user, dialog, calls } = await openDetails(cod, {
      'POST /api/admin/refunds/record/:id': ({ params, body }) => ({
        success: true,
        message: 'Refund of ₹338.00 recorded.',
        data: aRefund({ _id: params.id, status: 'processed', reference: body.reference, method: TRANSFER }),
      }),
    });

    const refunds = within(dialog.getByRole('region', { name: 'Refunds' }));
    await user.click(refunds.getByRole('button', { name: 'Record transfer' }));
    expect(await refunds.findByText('Enter the transfer reference')).toBeInTheDocument();
    await user.type(refunds.getByLabelText('Transfer reference (bank/UPI)'), 'UTR20260111001');
    await user.click(refunds.getByRole('button', { name: 'Record transfer' }));
    await toastWith('Refund of ₹338.00 recorded.');
    expect(calls('POST', '/api/admin/refunds/record/').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/admin/refunds/record/${WAITING}`, body: { reference: 'UTR20260111001' } },
    ]);

    // ₹2,338 less the pending ₹338.
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: 'Refund' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('2000.00');
    await user.type(form.getByLabelText('Reason'), 'Returned unopened');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await form.findByText('Enter the transfer reference')).toBeInTheDocument();
    await user.type(form.getByLabelText('Transfer reference (bank/UPI)'), 'UPI/4455667788');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(1));
    expect(calls('POST', '/api/admin/orders/refund/')[0]!.body).toEqual({
      amount: 2000,
      reason: 'Returned unopened',
      reference: 'UPI/4455667788',
    });
  });

  it('offers no refund for an unpaid order, or one refunded in full', async () => {
    const noRefund: Partial<Order> = {
      allowed_actions: ['set_status', 'mark_shipped', 'reject'],
      refundable_amount: 0,
    };
    for (const order of [
      { ...paid, payment_status: 'pending' as const, ...noRefund },
      { ...paid, payment_status: 'refunded' as const, refunded_amount: 2298, ...noRefund },
    ]) {
      const { dialog, unmount } = await openDetails(order);
      expect(dialog.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('an order whose money came after its stock was sold', () => {
  it('says "Refund due" and leads to the Refund dialog', async () => {
    const { user, dialog } = await openDetails({ ...paid, needs_refund: true });
    const prompt = within(dialog.getByRole('note'));
    expect(prompt.getByText('Refund due')).toBeInTheDocument();
    await user.click(prompt.getByRole('button', { name: 'Refund ₹2,298.00 now' }));
    const form = within(await screen.findByRole('dialog', { name: 'Refund' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('2298.00');
    expect(form.getByLabelText('Reason')).toHaveValue('Paid after the stock was sold');
  });
});

describe('rejecting a paid order', () => {
  const reject = async (choice: string, order: Order = paid) => {
    const opened = await openDetails(order);
    await opened.user.selectOptions(opened.dialog.getByLabelText('New order status'), 'rejected');
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Update Order Status' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Refund this order too?' }));
    await opened.user.click(question.getByRole('button', { name: choice }));
    return opened;
  };

  it('rejects and refunds the rest in one request, the refund given the reason "Order rejected"', async () => {
    const { calls, dialog } = await reject('Reject and refund ₹2,298.00');
    await toastWith('Order status is updated successfully!');
    expect(calls('PUT', '/api/admin/orders/update/').map((call) => call.body)).toEqual([
      { orderStatus: 'rejected', refund: true },
    ]);
    expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The server's refund shows once the order is loaded again, and nothing is left to refund.
    const refunds = within(await dialog.findByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText('₹2,298.00')).toBeInTheDocument();
    expect(refunds.getByText('Order rejected')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('rejects only, refunding nothing', async () => {
    const { calls } = await reject('Reject only');
    await toastWith('Order status is updated successfully!');
    expect(calls('PUT', '/api/admin/orders/update/').map((call) => call.body)).toEqual([{ orderStatus: 'rejected' }]);
    expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(0);
  });

  it('rejects a Cash on Delivery order and refunds it in one request; its transfer waits to be recorded', async () => {
    const collected: Order = {
      ...paid,
      payment_method: 'COD',
      payment_id: 'cod-7c1d2e3f',
      total_amount: 2338,
      cod_fee: 40,
      refundable_amount: 2338,
    };
    const opened = await openDetails(collected, {
      'POST /api/admin/refunds/record/:id': ({ params, body }) => ({
        success: true,
        message: 'Refund of ₹2,338.00 recorded.',
        data: aRefund({ _id: params.id, status: 'processed', reference: body.reference, method: TRANSFER }),
      }),
    });
    const { user, calls } = opened;
    await user.selectOptions(opened.dialog.getByLabelText('New order status'), 'rejected');
    await user.click(opened.dialog.getByRole('button', { name: 'Update Order Status' }));
    const question = await screen.findByRole('alertdialog', { name: 'Refund this order too?' });
    expect(question).toHaveTextContent(
      'A Cash on Delivery refund waits for your bank or UPI transfer: record it under Refunds once made.',
    );
    await user.click(within(question).getByRole('button', { name: 'Reject and refund ₹2,338.00' }));
    await toastWith('Order status is updated successfully!');
    expect(calls('PUT', '/api/admin/orders/update/').map((call) => call.body)).toEqual([
      { orderStatus: 'rejected', refund: true },
    ]);
    // No Refund dialog: the server wrote the transfer refund, pending, and staff record it when made.
    expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument();
    const refunds = within(await opened.dialog.findByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText('Pending')).toBeInTheDocument();
    expect(refunds.getByText(TRANSFER)).toBeInTheDocument();
    await user.type(refunds.getByLabelText('Transfer reference (bank/UPI)'), 'UTR20260112001');
    await user.click(refunds.getByRole('button', { name: 'Record transfer' }));
    await toastWith('Refund of ₹2,338.00 recorded.');
    expect(calls('POST', '/api/admin/refunds/record/').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/admin/refunds/record/${refundId(1)}`, body: { reference: 'UTR20260112001' } },
    ]);
    expect(calls('POST', '/api/admin/orders/refund/')).toHaveLength(0);
  });
});

describe('the buttons follow what the server allows', () => {
  it('shows no Refund for a paid order whose allowed_actions hold no refund, and rejects it without asking', async () => {
    const { user, dialog, calls } = await openDetails({
      ...paid,
      needs_refund: true,
      allowed_actions: ['set_status', 'mark_shipped', 'reject'],
    });
    expect(dialog.getByText('Paid')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(dialog.queryByText(/can be refunded/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Refund ₹/ })).not.toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('New order status'), 'rejected');
    await user.click(dialog.getByRole('button', { name: 'Update Order Status' }));
    await toastWith('Order status is updated successfully!');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('PUT', '/api/admin/orders/update/').map((call) => call.body)).toEqual([{ orderStatus: 'rejected' }]);
  });

  it('offers the refund the server counts, not what the order’s own figures would make', async () => {
    const { user, dialog } = await openDetails({ ...paid, refundable_amount: 1500 });
    expect(dialog.getByText('₹1,500.00 can be refunded.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: 'Refund' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('1500.00');
  });
});

describe('the Timeline', () => {
  it('lists what happened, oldest first, with who, when, money and references', async () => {
    const { dialog } = await openDetails({
      ...paid,
      events: [
        {
          _id: 'e1',
          at: '2026-01-10T06:35:00.000Z',
          actor: 'Razorpay',
          kind: 'paymentStatus',
          from: 'pending',
          to: 'paid',
          note: null,
          amount: 2298,
          reference: 'pay_Q1w2e3r4t5',
        },
        {
          _id: 'e2',
          at: '2026-01-11T09:00:00.000Z',
          actor: 'Staff (ravi@example.in)',
          kind: 'orderStatus',
          from: 'confirmed',
          to: 'rejected',
          note: 'Out of stock at the warehouse',
          amount: null,
          reference: null,
        },
      ],
    });
    const timeline = within(dialog.getByRole('region', { name: 'Timeline' }));
    const entries = timeline.getAllByRole('listitem').map((entry) => entry.textContent);
    expect(entries).toEqual([
      '10 Jan 2026, 12:05 pm · RazorpayPayment: Pending → Paid₹2,298.00 · Reference pay_Q1w2e3r4t5',
      '11 Jan 2026, 2:30 pm · Staff (ravi@example.in)Order status: Confirmed → RejectedOut of stock at the warehouse',
    ]);
  });
});
