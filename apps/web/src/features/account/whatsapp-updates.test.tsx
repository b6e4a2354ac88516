// Checks the account's "WhatsApp updates": the shopper's phones as the server lists them, stopping updates on one, and
// what it says before there are any.
import type { WhatsAppOptIn } from '@shop/contract/whatsapp';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const at = '2026-03-01T10:00:00.000Z';

/** The account's loads and the opt-ins `current()` answers, so stopping one changes what the list loads next. */
function whatsappApi(current: () => WhatsAppOptIn[], more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/shop/order/list/:userId': () => ({ success: true, data: [] }),
    'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
    'GET /api/shop/whatsapp/opt-ins': () => ({ success: true, data: current() }),
    ...more,
  };
}

async function openWhatsAppUpdates(api: FakeHandlers) {
  const user = userEvent.setup();
  const rendered = renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api });
  await user.click(screen.getByRole('tab', { name: 'Address' }));
  const section = within(await screen.findByRole('region', { name: 'WhatsApp updates' }));
  return { ...rendered, user, section };
}

describe('WhatsApp updates', () => {
  it('lists the shopper’s phones, and "Stop updates" turns one off and loads the list again', async () => {
    let optIns: WhatsAppOptIn[] = [
      { phone: '9876543210', opted_in: true, changed_at: at },
      { phone: '9123456780', opted_in: false, changed_at: at },
    ];
    const { user, section, calls } = await openWhatsAppUpdates(
      whatsappApi(() => optIns, {
        'POST /api/shop/whatsapp/opt-out': ({ body }) => {
          optIns = optIns.map((optIn) => (optIn.phone === body.phone ? { ...optIn, opted_in: false } : optIn));
          return { success: true, message: 'Order updates on WhatsApp are off for 98xxxxxx10.' };
        },
      }),
    );
    const rows = await section.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['98765 43210OnStop updates', '91234 56780Off']);
    expect(section.getAllByRole('button', { name: /^Stop updates/ })).toHaveLength(1);

    await user.click(section.getByRole('button', { name: 'Stop updates to 98765 43210' }));
    await findToast('Order updates on WhatsApp are off for 98xxxxxx10.');
    expect(calls('POST', '/api/shop/whatsapp/opt-out').map((call) => call.body)).toEqual([{ phone: '9876543210' }]);
    await waitFor(() => expect(section.queryByRole('button', { name: /^Stop updates/ })).not.toBeInTheDocument());
    expect(section.getAllByText('Off')).toHaveLength(2);
    expect(calls('GET', '/api/shop/whatsapp/opt-ins')).toHaveLength(2);
    expect(section.getByRole('heading', { name: 'WhatsApp updates' })).toHaveFocus();
  });

  it('says how to get them while there are none', async () => {
    const { section } = await openWhatsAppUpdates(whatsappApi(() => []));
    expect(
      await section.findByText('No WhatsApp updates yet: tick the box at checkout to get them.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
  });
});
