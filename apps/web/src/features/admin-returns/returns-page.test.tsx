// Checks staff's Returns screen: the requests by status, each with its customer, order, lines and refund, and the
// Approve / Reject / Mark received steps with their notes.
import type { ReturnRequest } from '@shop/contract/refunds';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import ReturnsPage from '#web/app/routes/admin.returns.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const ORDER = '7c1d2e3f-0000-4000-8000-000000000021';
const REQUESTED = '6a5b4c3d-0000-4000-8000-000000000001';
const APPROVED = '6a5b4c3d-0000-4000-8000-000000000002';

const request = (overrides: Partial<ReturnRequest>): ReturnRequest => ({
  _id: REQUESTED,
  order_id: ORDER,
  order_number: 'TT-1042',
  status: 'requested',
  note: 'The stitching came apart',
  staff_note: '',
  items: [
    {
      _id: 'ri-1',
      order_item_id: 'line-1',
      title: 'Linen Kurta',
      image: '/uploads/kurta.webp',
      size: 'M',
      colour: 'Indigo',
      quantity: 1,
      reason: 'damaged',
      exchange_variant_id: null,
      exchange_size: null,
      exchange_colour: null,
      refund_amount: 999,
    },
    {
      _id: 'ri-2',
      order_item_id: 'line-2',
      title: 'Cotton Shirt',
      image: '/uploads/shirt.webp',
      size: 'S',
      colour: 'White',
      quantity: 1,
      reason: 'too_small',
      exchange_variant_id: '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e02',
      exchange_size: 'M',
      exchange_colour: 'White',
      refund_amount: 0,
    },
  ],
  refund_amount: 999,
  exchange_order_id: null,
  exchange_order_number: null,
  created_at: '2026-03-10T10:00:00.000Z',
  updated_at: '2026-03-10T10:00:00.000Z',
  customer: { name: 'Asha Rao', email: 'asha@example.in' },
  ...overrides,
});

const order = testOrder({
  _id: ORDER,
  user_id: 'shopper-1',
  created_at: '2026-03-01T06:30:00.000Z',
  updated_at: '2026-03-09T06:35:00.000Z',
  total_amount: 1998,
  payment_id: 'pay_Q1w2e3r4t5',
  order_status: 'delivered',
  return_until: '2026-03-11T06:35:00.000Z',
  delivered_at: '2026-03-09T06:35:00.000Z',
  allowed_actions: ['set_status', 'reject', 'refund'],
  cart_items: [],
  address_info: {
    address_id: 'address-1',
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    phone: '9876543210',
    notes: '',
  },
});

const NEXT: Record<string, ReturnRequest['status']> = { approve: 'approved', reject: 'rejected', receive: 'received' };
const MESSAGES: Record<string, string> = {
  approve: 'Return approved: the shopper is told to send it back.',
  reject: 'Return rejected.',
  receive: 'Return received: ₹999.00 refunded and the replacement order placed.',
};

/** The Returns API over a list of requests, filtered by status; each action moves its request on. */
function fakeReturns(initial: ReturnRequest[]): FakeHandlers {
  const requests = [...initial];
  return {
    'GET /api/admin/returns': ({ query: { status, page, limit } }) => {
      const matching = requests.filter((item) => !status || item.status === status);
      return {
        success: true,
        data: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
      };
    },
    'PUT /api/admin/returns/:id': ({ params, body }) => {
      const index = requests.findIndex((item) => item._id === params.id);
      if (index === -1) return refuse(404, 'No such return');
      requests[index] = { ...requests[index]!, status: NEXT[body.action]!, staff_note: body.note };
      return { success: true, message: MESSAGES[body.action]!, data: requests[index]! };
    },
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: order }),
  };
}

const cardOf = async (name: RegExp) => within(await screen.findByRole('article', { name }));
const toastWith = (text: string) =>
  waitFor(() => {
    const item = screen
      .getAllByRole('listitem', { hidden: true })
      .find((li) => li.matches('li[data-state]') && li.textContent?.includes(text));
    expect(item).toBeDefined();
    return item!;
  });

describe('the Returns screen', () => {
  it('lists each request with its customer, order, lines, reasons, exchange and refund', async () => {
    renderAdminScreen(<ReturnsPage />, fakeReturns([request({})]));
    expect(screen.getByRole('heading', { name: 'Returns', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 request, newest first')).toBeInTheDocument();
    const card = await cardOf(/^Asha Rao/);
    expect(card.getByText('Requested')).toBeInTheDocument();
    expect(card.getByText('asha@example.in')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Open order TT-1042' })).toBeInTheDocument();
    expect(card.getByText('Quantity: 1 · Damaged')).toBeInTheDocument();
    expect(card.getByText('Refund ₹999.00')).toBeInTheDocument();
    expect(card.getByText('Quantity: 1 · Size too small')).toBeInTheDocument();
    expect(card.getByText('Exchange for Size M · White')).toBeInTheDocument();
    expect(card.getByText('The stitching came apart')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
  });

  it('filters by status through the URL’s query', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(
      <ReturnsPage />,
      fakeReturns([
        request({}),
        request({ _id: APPROVED, status: 'approved', customer: { name: 'Vikram', email: 'v@example.in' } }),
      ]),
    );
    expect(await screen.findByText('2 requests, newest first')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByText('1 request, approved, newest first')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Vikram/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Asha Rao/ })).not.toBeInTheDocument();
    expect(calls('GET', '/api/admin/returns').map((call) => call.path)).toEqual([
      '/api/admin/returns?page=1&limit=20',
      '/api/admin/returns?page=1&limit=20&status=approved',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByText('No rejected returns')).toBeInTheDocument();
  });

  it('approves with an optional note, toasts the answer and refreshes', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ReturnsPage />, fakeReturns([request({})]));
    await user.click((await cardOf(/^Asha Rao/)).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve this return?' }));
    expect(dialog.getByText('The shopper is told to send the parcel back.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    await toastWith(MESSAGES.approve!);
    expect(calls('PUT', '/api/admin/returns/').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/admin/returns/${REQUESTED}`, body: { action: 'approve', note: '' } },
    ]);
    const card = await cardOf(/^Asha Rao/);
    expect(await card.findByText('Approved')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark received' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects only with a note for the shopper', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ReturnsPage />, fakeReturns([request({})]));
    await user.click((await cardOf(/^Asha Rao/)).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this return?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Say why the return is rejected')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/returns/')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Note to the shopper'), 'The tag was removed');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await toastWith(MESSAGES.reject!);
    expect(calls('PUT', '/api/admin/returns/').map((call) => call.body)).toEqual([
      { action: 'reject', note: 'The tag was removed' },
    ]);
    expect(await (await cardOf(/^Asha Rao/)).findByText('The tag was removed')).toBeInTheDocument();
  });

  it('marks a parcel received after saying it restocks, refunds and places the replacement', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ReturnsPage />, fakeReturns([request({ status: 'approved' })]));
    await user.click((await cardOf(/^Asha Rao/)).getByRole('button', { name: 'Mark received' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark the parcel received?' }));
    expect(
      dialog.getByText(
        'Its items go back in stock, and ₹999.00 is refunded to the shopper; a replacement order is placed, at no charge, for what is exchanged.',
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note to the shopper (optional)'), 'Checked and restocked');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    await toastWith(MESSAGES.receive!);
    expect(calls('PUT', '/api/admin/returns/').map((call) => call.body)).toEqual([
      { action: 'receive', note: 'Checked and restocked' },
    ]);
    const card = await cardOf(/^Asha Rao/);
    expect(await card.findByText('Received')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Approve|Reject|Mark received/ })).not.toBeInTheDocument();
  });

  it('shows a refusal with the server’s words and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ReturnsPage />, {
      ...fakeReturns([request({})]),
      'PUT /api/admin/returns/:id': () => refuse(409, 'This return was already approved.'),
    });
    await user.click((await cardOf(/^Asha Rao/)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this return?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await toastWith('This return was already approved.')).toHaveClass('bg-destructive');
    expect(screen.getByRole('dialog', { name: 'Approve this return?' })).toBeInTheDocument();
  });

  it('opens the request’s order in the Order Details dialog', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ReturnsPage />, fakeReturns([request({})]));
    await user.click((await cardOf(/^Asha Rao/)).getByRole('button', { name: 'Open order TT-1042' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(await dialog.findByText(ORDER)).toBeInTheDocument();
  });
});
