// Checks the COD history staff see in a Cash on Delivery order's details (issue 30): how many parcels paid in cash to
// its pincode, and of its shopper's, came back; and that an order paid online shows none.
import type { CodRisk } from '@shop/contract/cod';
import type { Order } from '@shop/contract/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

const codOrder = testOrder({
  _id: '5a1b2c3d-0000-4000-8000-000000000021',
  order_number: 'TT-1321',
  payment_method: 'COD',
  payment_id: null,
  payment_status: 'pending',
  cod_confirmation: 'confirmed',
  address_info: { ...testOrder().address_info, zip_code: '560025' },
});

/** The list sends orders without their history (as the server does); the details send it. */
function fakeOrders(order: Order, codRisk: CodRisk | null): FakeHandlers {
  return {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: { ...order, cod_risk: codRisk } }),
  };
}

async function openDetails(api: FakeHandlers, order: Order) {
  const user = userEvent.setup();
  const view = renderAdminScreen(<OrdersPage />, api);
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Order Details' })) };
}

/** The value beside a label in the order's facts, once the details have it. */
async function findFact(dialog: ReturnType<typeof within>, label: string): Promise<HTMLElement> {
  const term = await dialog.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('COD history in a Cash on Delivery order’s details', () => {
  it('says how many of the pincode’s and the shopper’s COD parcels came back', async () => {
    const { dialog } = await openDetails(
      fakeOrders(codOrder, {
        pincode: { parcels: 12, returned: 3, percent: 25 },
        customer: { parcels: 2, returned: 0, percent: 0 },
      }),
      codOrder,
    );
    const history = await findFact(dialog, 'COD history');
    expect(history).toHaveTextContent('Pincode 560025: 3 of 12 COD parcels came back (25 %)');
    expect(history).toHaveTextContent('This shopper: 0 of 2 came back');
    expect(history).not.toHaveTextContent('This shopper: 0 of 2 came back (');
  });

  it('says when there are no COD parcels yet, and gives a shopper’s returns their share', async () => {
    const { dialog } = await openDetails(
      fakeOrders(codOrder, {
        pincode: { parcels: 0, returned: 0, percent: null },
        customer: { parcels: 4, returned: 1, percent: 25 },
      }),
      codOrder,
    );
    const history = await findFact(dialog, 'COD history');
    expect(history).toHaveTextContent('Pincode 560025: no COD parcels yet');
    expect(history).toHaveTextContent('This shopper: 1 of 4 came back (25 %)');
  });

  it('shows no COD history for an order paid online', async () => {
    const paidOnline = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000022', order_number: 'TT-1322' });
    const { dialog } = await openDetails(
      {
        ...fakeOrders(paidOnline, null),
        // Its invoice, in the details alone, says they have arrived.
        'GET /api/admin/orders/details/:id': () => ({
          success: true,
          data: { ...paidOnline, invoice_number: 'TT-2026-0001', cod_risk: null },
        }),
      },
      paidOnline,
    );
    expect(await dialog.findByText('Tax invoice TT-2026-0001')).toBeInTheDocument();
    expect(dialog.queryByText('COD history')).not.toBeInTheDocument();
  });
});
