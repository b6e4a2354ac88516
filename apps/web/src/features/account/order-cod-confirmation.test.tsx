// Checks confirming a Cash on Delivery order from the shopper's Order Details (issue 30): the panel that asks for it
// first, confirming, cancelling after asking, confirming with a code sent on WhatsApp, and the state once decided.
import type { Order } from '@shop/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { clearToasts, findToast, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const PANEL = 'Please confirm your Cash on Delivery order';
const CONFIRMED = 'Your order is confirmed. We will pack it now.';

/** Placed with Cash on Delivery and waiting for its shopper: they may confirm it, or cancel it. */
const awaiting = testOrder({
  _id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b21',
  user_id: testShopper.id,
  payment_method: 'COD',
  payment_id: null,
  payment_status: 'pending',
  order_status: 'pending',
  cod_confirmation: 'awaiting',
  // 3:30 pm in India.
  cod_confirm_until: '2026-03-06T10:00:00.000Z',
  cancel_until: '2026-03-06T10:00:00.000Z',
  allowed_actions: ['cancel', 'confirm_cod'],
});
const confirmedNow: Partial<Order> = {
  order_status: 'confirmed',
  cod_confirmation: 'confirmed',
  cod_confirm_until: null,
  allowed_actions: ['cancel'],
};

/** The shopper's one order, which `current()` answers (so a test changes it under the screen), and `more`. */
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
  return { ...rendered, user, table, dialog: within(dialog) };
}

/** The value beside a label in the order's facts. */
function factOf(dialog: ReturnType<typeof within>, label: string): HTMLElement {
  const term = dialog.getAllByRole('term').find((node: HTMLElement) => node.textContent === label);
  if (!term?.nextElementSibling) throw new Error(`No fact "${label}"`);
  return term.nextElementSibling as HTMLElement;
}

describe('an order waiting for its shopper to confirm it', () => {
  it('is flagged in the history and asks first in its details, with the time to confirm by', async () => {
    const { table, dialog } = await openDetails(accountApi(() => awaiting));
    expect(within(table).getByText('Please confirm')).toBeInTheDocument();

    const panel = dialog.getByRole('region', { name: PANEL });
    expect(panel).toHaveTextContent('Confirm by 6 Mar 2026, 3:30 pm');
    // The panel comes before the order's facts.
    expect(panel.compareDocumentPosition(dialog.getAllByRole('term')[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(factOf(dialog, 'Confirmation')).toHaveTextContent('Waiting for you to confirm');
    // One way to cancel it: the panel's (not a second "Cancel order" row).
    expect(dialog.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
  });

  it('confirms it: sends the answer, shows the server’s words, and the panel gives way to "Confirmed"', async () => {
    let order = awaiting;
    const { user, dialog, table, calls } = await openDetails(
      accountApi(() => order, {
        'POST /api/shop/order/confirm-cod/:id': () => {
          order = { ...order, ...confirmedNow };
          return { success: true, message: CONFIRMED };
        },
      }),
    );
    await user.click(
      within(dialog.getByRole('region', { name: PANEL })).getByRole('button', { name: 'Confirm order' }),
    );

    await findToast(CONFIRMED);
    expect(calls('POST', '/api/shop/order/confirm-cod/').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/shop/order/confirm-cod/${awaiting._id}`, body: { confirm: true } },
    ]);
    await waitFor(() => expect(dialog.queryByRole('region', { name: PANEL })).not.toBeInTheDocument());
    expect(within(factOf(dialog, 'Confirmation')).getByText('Confirmed')).toBeInTheDocument();
    // Focus does not fall out of the dialog with the pressed button.
    expect(dialog.getByRole('heading', { name: 'Order Details' })).toHaveFocus();
    await waitFor(() => expect(within(table).queryByText('Please confirm')).not.toBeInTheDocument());
  });

  it('cancels it only after asking, then the panel is gone', async () => {
    let order = awaiting;
    const { user, dialog, calls } = await openDetails(
      accountApi(() => order, {
        'POST /api/shop/order/confirm-cod/:id': ({ body }) => {
          if (body.confirm) return refuse(400, 'Expected a cancellation');
          order = { ...order, order_status: 'cancelled', cod_confirmation: 'cancelled', cod_confirm_until: null };
          order = { ...order, cancel_until: null, allowed_actions: [] };
          return { success: true, message: 'Your order is cancelled.' };
        },
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(ask).toHaveTextContent('You have not paid yet (Cash on Delivery), so there is nothing to refund.');
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(0);

    await user.click(within(ask).getByRole('button', { name: 'Cancel order' }));
    await findToast('Your order is cancelled.');
    expect(calls('POST', '/api/shop/order/confirm-cod/')[0]!.body).toEqual({ confirm: false });
    await waitFor(() => expect(dialog.queryByRole('region', { name: PANEL })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(factOf(dialog, 'Order Status')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('keeps the order when the shopper says "Keep the order"', async () => {
    const { user, dialog, calls } = await openDetails(accountApi(() => awaiting));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(0);
    expect(dialog.getByRole('region', { name: PANEL })).toBeInTheDocument();
  });

  it('confirms it with a code sent on WhatsApp, checking the code’s form first', async () => {
    let order = awaiting;
    const { user, dialog, calls } = await openDetails(
      accountApi(() => order, {
        'POST /api/shop/order/confirm-cod/:id/code': () => ({
          success: true,
          message: 'We sent a 6-digit code to your phone on WhatsApp.',
        }),
        'POST /api/shop/order/confirm-cod/:id': ({ body }) => {
          if (body.code !== '482913') return refuse(400, 'That code is not right. Check it and try again.');
          order = { ...order, ...confirmedNow };
          return { success: true, message: CONFIRMED };
        },
      }),
    );
    const panel = within(dialog.getByRole('region', { name: PANEL }));
    expect(panel.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Confirm with a code instead' }));

    await findToast('We sent a 6-digit code to your phone on WhatsApp.');
    expect(calls('POST', '/api/shop/order/confirm-cod/').map((call) => call.path)).toEqual([
      `/api/shop/order/confirm-cod/${awaiting._id}/code`,
    ]);
    const code = panel.getByLabelText('6-digit code');
    expect(code).toHaveFocus();

    await user.type(code, '48291');
    await user.click(panel.getByRole('button', { name: 'Confirm with code' }));
    expect(panel.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/shop/order/confirm-cod/')).toHaveLength(1);

    await user.type(code, '4');
    await user.click(panel.getByRole('button', { name: 'Confirm with code' }));
    expect(await findToast('That code is not right. Check it and try again.')).toHaveClass('bg-destructive');

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(panel.getByRole('button', { name: 'Confirm with code' }));
    await findToast(CONFIRMED);
    expect(calls('POST', '/api/shop/order/confirm-cod/').at(-1)!.body).toEqual({ confirm: true, code: '482913' });
    await waitFor(() => expect(dialog.queryByRole('region', { name: PANEL })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and keeps asking', async () => {
    const refused = 'This order was cancelled, so it can no longer be confirmed.';
    const { user, dialog } = await openDetails(
      accountApi(() => awaiting, { 'POST /api/shop/order/confirm-cod/:id': () => refuse(409, refused) }),
    );
    await user.click(dialog.getByRole('button', { name: 'Confirm order' }));
    expect(await findToast(refused)).toHaveClass('bg-destructive');
    expect(dialog.getByRole('region', { name: PANEL })).toBeInTheDocument();
  });
});

describe('a decided Cash on Delivery order', () => {
  it('says it was cancelled for want of a confirmation, with no panel', async () => {
    const lapsed = testOrder({
      ...awaiting,
      order_status: 'cancelled',
      cod_confirmation: 'cancelled',
      cod_confirm_until: null,
      cancel_until: null,
      allowed_actions: [],
    });
    const { dialog, table } = await openDetails(accountApi(() => lapsed));
    expect(factOf(dialog, 'Confirmation')).toHaveTextContent('Cancelled before it was confirmed');
    expect(dialog.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(within(table).queryByText('Please confirm')).not.toBeInTheDocument();
  });

  it('asks nothing of an order paid online', async () => {
    const { dialog } = await openDetails(accountApi(() => testOrder({ user_id: testShopper.id })));
    expect(dialog.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(dialog.queryByText('Confirmation')).not.toBeInTheDocument();
  });
});
