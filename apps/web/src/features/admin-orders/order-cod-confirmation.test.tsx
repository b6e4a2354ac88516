// Checks where a Cash on Delivery order's confirmation stands on staff's screens (issue 30): a badge in the list and the
// details, and confirming it after a call, with what the shopper said checked by the contract's words first.
import type { Order } from '@shop/contract/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const cod = {
  payment_method: 'COD',
  payment_id: null,
  payment_status: 'pending',
} as const satisfies Partial<Order>;

const awaiting = testOrder({
  ...cod,
  _id: '5a1b2c3d-0000-4000-8000-000000000011',
  order_number: 'TT-1311',
  order_status: 'pending',
  cod_confirmation: 'awaiting',
  cod_confirm_until: '2026-02-03T06:30:00.000Z',
  allowed_actions: ['confirm_cod', 'set_status'],
});
const confirmed = testOrder({
  ...cod,
  _id: '5a1b2c3d-0000-4000-8000-000000000012',
  order_number: 'TT-1312',
  cod_confirmation: 'confirmed',
  allowed_actions: ['set_status'],
});
const lapsed = testOrder({
  ...cod,
  _id: '5a1b2c3d-0000-4000-8000-000000000013',
  order_number: 'TT-1313',
  order_status: 'cancelled',
  cod_confirmation: 'cancelled',
});
const paidOnline = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000014', order_number: 'TT-1314' });

/** The admin orders API over `orders`, each answered as it is now (a test changes one under the screen). */
function fakeOrders(current: () => Order[], more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/orders/get': () => ({
      success: true,
      data: current(),
      total: current().length,
      page: 1,
      limit: 20,
    }),
    'GET /api/admin/orders/details/:id': ({ params }) => ({
      success: true,
      data: current().find((order) => order._id === params.id)!,
    }),
    ...more,
  };
}

async function openDetails(api: FakeHandlers, order: Order) {
  const user = userEvent.setup();
  const view = renderAdminScreen(<OrdersPage />, api);
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
  return { user, dialog, ...view };
}

/** The value beside a label in the order's facts. */
function factOf(dialog: ReturnType<typeof within>, label: string): HTMLElement {
  const term = dialog.getAllByRole('term').find((node: HTMLElement) => node.textContent === label);
  if (!term?.nextElementSibling) throw new Error(`No fact "${label}"`);
  return term.nextElementSibling as HTMLElement;
}

describe('a Cash on Delivery order’s confirmation, for staff', () => {
  it('shows in the list as a badge on each COD order, and on no other', async () => {
    renderAdminScreen(
      <OrdersPage />,
      fakeOrders(() => [awaiting, confirmed, lapsed, paidOnline]),
    );
    const rowOf = async (number: string) =>
      within((await screen.findByRole('rowheader', { name: number })).closest('tr')!);
    expect((await rowOf('TT-1311')).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect((await rowOf('TT-1312')).getByText('COD confirmed')).toBeInTheDocument();
    expect((await rowOf('TT-1313')).getByText('Not confirmed')).toBeInTheDocument();
    expect((await rowOf('TT-1314')).queryByText(/Awaiting confirmation|COD confirmed|Not confirmed/)).toBeNull();
  });

  it('is confirmed after a call: the note is checked first, then sent, and the order reads confirmed', async () => {
    let orders = [awaiting];
    const { user, dialog, calls } = await openDetails(
      fakeOrders(() => orders, {
        'POST /api/admin/orders/confirm-cod/:id': ({ params }) => {
          orders = orders.map((order) =>
            order._id === params.id
              ? {
                  ...order,
                  order_status: 'confirmed',
                  cod_confirmation: 'confirmed',
                  cod_confirm_until: null,
                  allowed_actions: ['set_status'],
                }
              : order,
          );
          return { success: true, message: 'Cash on Delivery order confirmed after the call.' };
        },
      }),
      awaiting,
    );
    expect(within(factOf(dialog, 'COD confirmation')).getByText('Awaiting confirmation')).toBeInTheDocument();
    const form = within(dialog.getByRole('region', { name: 'Confirm after a call' }));
    expect(form.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    const note = form.getByLabelText('What the shopper said');
    const send = form.getByRole('button', { name: 'Confirm order' });

    await user.click(send);
    expect(await form.findByText('Say what the shopper said on the call')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.type(note, 'ok');
    await user.click(send);
    expect(await form.findByText('Say what the shopper said on the call')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/orders/confirm-cod/')).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'Wants it; will be home after 6 pm.');
    await user.click(send);
    expect(await screen.findByText('Cash on Delivery order confirmed after the call.')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/orders/confirm-cod/').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/api/admin/orders/confirm-cod/${awaiting._id}`,
        body: { note: 'Wants it; will be home after 6 pm.' },
      },
    ]);
    await waitFor(() => expect(dialog.queryByRole('region', { name: 'Confirm after a call' })).not.toBeInTheDocument());
    expect(within(factOf(dialog, 'COD confirmation')).getByText('COD confirmed')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Order Details' })).toHaveFocus();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const refused = 'This order was cancelled, so it can no longer be confirmed.';
    const { user, dialog } = await openDetails(
      fakeOrders(() => [awaiting], { 'POST /api/admin/orders/confirm-cod/:id': () => refuse(409, refused) }),
      awaiting,
    );
    const form = within(dialog.getByRole('region', { name: 'Confirm after a call' }));
    await user.type(form.getByLabelText('What the shopper said'), 'Said yes on the call.');
    await user.click(form.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Confirm after a call' })).toBeInTheDocument();
  });

  it('offers no confirming when the server does not allow it', async () => {
    const { dialog } = await openDetails(
      fakeOrders(() => [confirmed]),
      confirmed,
    );
    expect(within(factOf(dialog, 'COD confirmation')).getByText('COD confirmed')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Confirm after a call' })).not.toBeInTheDocument();
  });
});
