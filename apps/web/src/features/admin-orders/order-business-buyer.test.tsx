// Checks the business buyer in staff's order details: "Edit business details" opens a dialog whose GSTIN is checked as
// at checkout before anything is sent, Save and Remove send the change and toast the answer, a refusal keeps the
// dialog open, and an order whose invoice is filed shows why instead of the button.
import { gstinCheckCharacter } from '@shop/contract/india';
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

const KARNATAKA_GSTIN = `29AABCU9603R1Z${gstinCheckCharacter('29AABCU9603R1Z')}`;
const WRONG_CHECK = KARNATAKA_GSTIN.slice(0, 14) + (KARNATAKA_GSTIN[14] === 'A' ? 'B' : 'A');
const FILED =
  'The GSTR-1 for November 2026 was downloaded on 27 Nov 2026: the invoice is filed; issue a credit note instead';

/** The admin orders API for one order: a saved buyer sticks, unless `refusal` is given. */
function fakeOrder(initial: Order, refusal?: string): FakeHandlers {
  let order: Order = { ...initial, events: [] };
  return {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: order }),
    'PATCH /api/admin/orders/:id/buyer': ({ body }) => {
      if (refusal) return refuse(409, refusal);
      order = { ...order, ...body };
      return { success: true, message: 'Business details saved: invoice TT/2627/8 is issued again.', data: order };
    },
  };
}

async function openDetails(order: Order, refusal?: string) {
  const user = userEvent.setup();
  const view = renderAdminScreen(<OrdersPage />, fakeOrder(order, refusal));
  await user.click(await screen.findByRole('button', { name: `View Details of order ${order._id}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
  return { user, dialog, ...view };
}

const invoiced = testOrder({ invoice_number: 'TT/2627/8', allowed_actions: ['edit_buyer'], buyer_locked: null });

describe('the business buyer in staff’s order details', () => {
  it('checks the GSTIN before sending, then saves it with the name and shows it', async () => {
    const { user, dialog, calls } = await openDetails(invoiced);
    await user.click(dialog.getByRole('button', { name: 'Edit business details' }));
    const form = within(await screen.findByRole('dialog', { name: 'Business details' }));
    const gstin = form.getByRole('textbox', { name: 'GSTIN' });

    await user.type(gstin, WRONG_CHECK);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The GSTIN’s last character does not check out')).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(await form.findByText('Give the business name that goes with the GSTIN')).toBeInTheDocument();
    expect(calls('PATCH', '/api/admin/orders/')).toHaveLength(0);

    await user.clear(gstin);
    await user.type(gstin, KARNATAKA_GSTIN.toLowerCase());
    await user.type(form.getByRole('textbox', { name: 'Business name' }), 'Udupi Traders LLP');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls('PATCH', '/api/admin/orders/')).toHaveLength(1));
    expect(calls('PATCH', '/api/admin/orders/')[0]!.body).toEqual({
      // Sent as the contract reads it: upper-cased, as the invoice prints it.
      buyer_gstin: KARNATAKA_GSTIN,
      buyer_business_name: 'Udupi Traders LLP',
    });
    expect((await screen.findAllByText(/invoice TT\/2627\/8 is issued again/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Business details' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(dialog.getByText('GST invoice to').nextElementSibling).toHaveTextContent(
        `Udupi Traders LLP, GSTIN ${KARNATAKA_GSTIN}`,
      ),
    );
  });

  it('removes a business buyer with Remove', async () => {
    const { user, dialog, calls } = await openDetails({
      ...invoiced,
      buyer_gstin: KARNATAKA_GSTIN,
      buyer_business_name: 'Udupi Traders LLP',
    });
    await user.click(dialog.getByRole('button', { name: 'Edit business details' }));
    const form = within(await screen.findByRole('dialog', { name: 'Business details' }));
    expect(form.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(KARNATAKA_GSTIN);
    await user.click(form.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls('PATCH', '/api/admin/orders/')[0]?.body).toEqual({ buyer_gstin: null, buyer_business_name: null }),
    );
    await waitFor(() => expect(dialog.queryByText('GST invoice to')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s words when it refuses', async () => {
    const { user, dialog } = await openDetails(invoiced, FILED);
    await user.click(dialog.getByRole('button', { name: 'Edit business details' }));
    const form = within(await screen.findByRole('dialog', { name: 'Business details' }));
    await user.type(form.getByRole('textbox', { name: 'GSTIN' }), KARNATAKA_GSTIN);
    await user.type(form.getByRole('textbox', { name: 'Business name' }), 'Udupi Traders LLP');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(FILED)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Business details' })).toBeInTheDocument();
  });

  it('says why instead of offering the button once the invoice is filed', async () => {
    const { dialog } = await openDetails({ ...invoiced, allowed_actions: [], buyer_locked: FILED });
    expect(dialog.getByRole('note')).toHaveTextContent(FILED);
    expect(dialog.queryByRole('button', { name: 'Edit business details' })).not.toBeInTheDocument();
  });
});
