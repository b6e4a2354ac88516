// Checks an order's History panel in its details (decision 035): the audit trail's events for that order, each opening
// to its before and after, shown to a role that may read the trail and to no other. The app's route composes the
// panel into the orders screen, so the app is rendered whole.
import type { SessionUser } from '@shop/contract/auth';
import { permissionsOf, type StaffRole } from '@shop/contract/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { admin, renderApp } from '#web/testing/render-app.tsx';

const order = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000031', order_number: 'TT-1331' });

const staffAs = (role: StaffRole): SessionUser => ({
  ...admin,
  staff_role: role,
  permissions: permissionsOf(role),
});

const api: FakeHandlers = {
  'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
  'GET /api/admin/orders/details/:id': () => ({ success: true, data: order }),
  'GET /api/admin/audit': ({ query }) => ({
    success: true,
    data:
      query.entity === 'order' && query.entity_id === order._id
        ? [
            {
              _id: 'h1',
              at: '2026-03-05T10:00:00.000Z',
              actor: { _id: 'a1', email: 'meena@example.in' },
              action: 'order.status',
              entity: 'order',
              entity_id: order._id,
              before: { order_status: 'Processing' },
              after: { order_status: 'Shipped' },
              ip: '203.0.113.7',
            },
          ]
        : [],
  }),
};

describe('an order’s History in its details', () => {
  it('lists the order’s audit events for a role that may read the trail, each opening to its changes', async () => {
    const { calls } = renderApp(`/admin/orders?order=${order._id}`, { user: staffAs('manager'), api });
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    const history = within(await dialog.findByRole('region', { name: 'History' }));
    expect(await history.findByText('meena@example.in', { exact: false })).toBeInTheDocument();
    expect(history.getByText('order.status')).toBeInTheDocument();
    expect(history.getByText('5 Mar 2026, 3:30 pm')).toBeInTheDocument();
    const asked = calls('GET', '/api/admin/audit')[0]!.url.searchParams;
    expect(asked.get('entity')).toBe('order');
    expect(asked.get('entity_id')).toBe(order._id);

    await userEvent.click(history.getByRole('button', { name: 'Show changes' }));
    expect(within(history.getByRole('region', { name: 'Before' })).getByText('Processing')).toBeInTheDocument();
    expect(within(history.getByRole('region', { name: 'After' })).getByText('Shipped')).toBeInTheDocument();
  });

  it('is not there for a role that may not read the trail, and the trail is not asked', async () => {
    const { calls } = renderApp(`/admin/orders?order=${order._id}`, { user: staffAs('support'), api });
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    await dialog.findByText('Order ID', { selector: 'dt' });
    expect(dialog.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit')).toHaveLength(0);
  });
});
