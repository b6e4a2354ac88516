// Checks what staff write on an order besides its status: the carrier and tracking number, and private notes.
import type { Order } from '@shop/contract/orders';
import type { OrderEvent } from '@shop/contract/refunds';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

/** The admin orders API for one order: what staff save sticks, and a note joins its timeline. */
function fakeOrder(initial: Order): FakeHandlers {
  let order: Order = { ...initial, events: [] };
  const event = (note: string): OrderEvent => ({
    _id: `event-${order.events!.length + 1}`,
    at: '2026-02-03T09:00:00.000Z',
    actor: 'Staff (meera@threadandtote.in)',
    kind: 'note',
    from: null,
    to: null,
    note,
    amount: null,
    reference: null,
  });
  return {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: order }),
    'PUT /api/admin/orders/update/:id': ({ body }) => {
      if (body.note) {
        order = { ...order, events: [...order.events!, event(body.note)] };
        return { success: true, message: 'Note added.' };
      }
      const carrier = body.carrier || null;
      const trackingNumber = body.trackingNumber || null;
      order = {
        ...order,
        carrier,
        tracking_number: trackingNumber,
        tracking_url:
          carrier === 'Delhivery' && trackingNumber
            ? `https://www.delhivery.com/track-v2/package/${trackingNumber}`
            : null,
      };
      return { success: true, message: 'Tracking saved.' };
    },
  };
}

async function openDetails(order: Order) {
  const user = userEvent.setup();
  const view = renderAdminScreen(<OrdersPage />, fakeOrder(order));
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
  return { user, dialog, ...view };
}

describe('tracking in the staff’s order details', () => {
  it('offers the known couriers, saves the carrier and tracking number, and links the courier’s page', async () => {
    const order = testOrder();
    const { user, dialog, calls } = await openDetails(order);
    const tracking = within(dialog.getByRole('form', { name: 'Tracking' }));
    const carrier = tracking.getByRole('combobox', { name: 'Carrier' });
    const options = [...document.querySelectorAll(`datalist#${CSS.escape(carrier.getAttribute('list')!)} option`)];
    expect(options.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['Delhivery', 'Blue Dart', 'DTDC', 'India Post', 'Ekart']),
    );

    await user.type(carrier, 'Delhivery');
    await user.type(tracking.getByRole('textbox', { name: 'Tracking number' }), ' 1234567890123 ');
    await user.click(tracking.getByRole('button', { name: 'Save tracking' }));

    await waitFor(() => expect(calls('PUT', '/api/admin/orders/update/')).toHaveLength(1));
    expect(calls('PUT', '/api/admin/orders/update/')[0]!.body).toEqual({
      carrier: 'Delhivery',
      trackingNumber: '1234567890123',
    });
    expect((await screen.findAllByText('Tracking saved.')).length).toBeGreaterThan(0);
    const link = await dialog.findByRole('link', { name: /Delhivery 1234567890123/ });
    expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/1234567890123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('clears the tracking when staff empty both fields', async () => {
    const order = testOrder({ carrier: 'Ekart', tracking_number: 'FMPC0279658213' });
    const { user, dialog, calls } = await openDetails(order);
    const tracking = within(dialog.getByRole('form', { name: 'Tracking' }));
    expect(tracking.getByRole('combobox', { name: 'Carrier' })).toHaveValue('Ekart');
    await user.clear(tracking.getByRole('combobox', { name: 'Carrier' }));
    await user.clear(tracking.getByRole('textbox', { name: 'Tracking number' }));
    await user.click(tracking.getByRole('button', { name: 'Save tracking' }));
    await waitFor(() =>
      expect(calls('PUT', '/api/admin/orders/update/')[0]?.body).toEqual({ carrier: '', trackingNumber: '' }),
    );
  });

  it('adds a private note to the timeline by keyboard, and asks for words before sending one', async () => {
    const { user, dialog, calls } = await openDetails(testOrder());
    const noteForm = within(dialog.getByRole('form', { name: 'Private note' }));
    const note = noteForm.getByRole('textbox', { name: 'Private note' });
    expect(note).toHaveAccessibleDescription('Only staff see notes, on the timeline.');

    await user.click(noteForm.getByRole('button', { name: 'Add note' }));
    expect(await noteForm.findByText('Write the note first')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(calls('PUT', '/api/admin/orders/update/')).toHaveLength(0);

    await user.type(note, 'Shopper asked for a call before delivery.');
    await user.tab();
    expect(noteForm.getByRole('button', { name: 'Add note' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(calls('PUT', '/api/admin/orders/update/')[0]?.body).toEqual({
        note: 'Shopper asked for a call before delivery.',
      }),
    );
    const timeline = within(await dialog.findByRole('region', { name: 'Timeline' }));
    expect(await timeline.findByText('Shopper asked for a call before delivery.')).toBeInTheDocument();
    expect(timeline.getByText(/Staff \(meera@threadandtote\.in\)/)).toBeInTheDocument();
    await waitFor(() => expect(note).toHaveValue(''));
  });
});
