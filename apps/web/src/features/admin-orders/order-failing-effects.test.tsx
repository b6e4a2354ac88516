// Checks what staff see on an order whose follow-ups keep failing (issue 43): each one in the server's words, how many
// times it failed and why, and when it is tried again; an order without any shows no note.
import type { Order } from '@shop/contract/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

const order = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000043', order_number: 'TT-1343' });

async function openDetails(details: Order) {
  const user = userEvent.setup();
  renderAdminScreen(<OrdersPage />, {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: details }),
  });
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  return within(await screen.findByRole('dialog', { name: 'Order Details' }));
}

describe('follow-ups that keep failing', () => {
  it('are noted in the order’s details, each in words with its tries, its reason and its next try', async () => {
    const dialog = await openDetails({
      ...order,
      failing_effects: [
        {
          event: 'cancel',
          effect: 'cancelParcel',
          description: 'Cancelling the booked parcel at the courier',
          attempts: 3,
          last_error: 'The courier did not answer',
          next_attempt_at: '2026-12-07T10:30:00.000Z',
        },
      ],
    });
    const note = await dialog.findByRole('note');
    expect(note).toHaveTextContent('A follow-up of this order keeps failing');
    expect(note).toHaveTextContent(
      'Cancelling the booked parcel at the courier: failed 3 times (The courier did not answer). Tried again by itself at 7 Dec 2026, 4:00 pm.',
    );
  });

  it('leave no note when there are none', async () => {
    const dialog = await openDetails({ ...order, failing_effects: [] });
    await dialog.findByText('Order Price');
    expect(dialog.queryByText(/keeps failing|keep failing/)).toBeNull();
  });
});
