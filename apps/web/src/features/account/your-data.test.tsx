// Checks the account's "Your data": the download link, and deleting the account after saying what is kept.
import { PRIVACY_MESSAGES } from '@shop/contract/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const api: FakeHandlers = {
  'GET /api/shop/order/list/:userId': () => ({ success: true, data: [] }),
  'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
  'GET /api/shop/whatsapp/opt-ins': () => ({ success: true, data: [] }),
  'POST /api/auth/logout': () => ({ success: true, message: 'Logged out successfully!' }),
  'DELETE /api/shop/account': ({ body }) =>
    body.password === 'meera-secret-1'
      ? { success: true, message: PRIVACY_MESSAGES.deleted }
      : refuse(400, PRIVACY_MESSAGES.wrongPassword),
};

describe('Your data', () => {
  it('links to the download of everything the shop holds', async () => {
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api });
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/shop/account/export',
    );
  });

  it('says what is erased and what is kept, refuses a wrong password, then deletes and goes home', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      /Tax invoices for your paid orders.+kept for 6 years as GST law requires/,
    );

    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'not-it');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.wrongPassword)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');

    await user.clear(password);
    await user.type(password, 'meera-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(requests.map((r) => r.route)).toContain('POST /api/auth/logout'));
    await findToast('Your account has been deleted.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    const deletes = requests.filter((r) => r.route === 'DELETE /api/shop/account');
    expect(deletes.map((r) => r.body)).toEqual([{ password: 'not-it' }, { password: 'meera-secret-1' }]);
    expect(requests.some((r) => r.route === 'POST /api/auth/logout')).toBe(true);
  });
});
