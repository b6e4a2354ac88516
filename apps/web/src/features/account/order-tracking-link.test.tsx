// Checks the shopper's view of their parcel: carrier, tracking number and the courier's link, and the mail's link that
// opens one order's details (/shop/account?order=<id>).
import type { Order } from '@shop/contract/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { clearToasts, renderShopScreen } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const shipped = testOrder({
  order_status: 'inShipping',
  carrier: 'Delhivery',
  tracking_number: '1234567890123',
  tracking_url: 'https://www.delhivery.com/track-v2/package/1234567890123',
});
const older = testOrder({ _id: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c02', order_status: 'delivered' });

const accountApi = (orders: Order[]): FakeHandlers => ({
  'GET /api/shop/order/list/:userId': () => ({ success: true, data: orders }),
  'GET /api/shop/order/details/:id': ({ params }) => {
    const found = orders.find((order) => order._id === params.id);
    return found ? { success: true, data: found } : refuse(404, 'Order not found');
  },
  'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
});

async function openDetails(order: Order) {
  renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi([order]) });
  const table = await screen.findByRole('table', { name: 'Order History' });
  await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
  return within(await screen.findByRole('dialog', { name: 'Order Details' }));
}

describe('the parcel in the shopper’s Order Details', () => {
  it('shows the carrier and tracking number, and a link to follow it in a new tab', async () => {
    const dialog = await openDetails(shipped);
    expect(dialog.getByText('Carrier').nextElementSibling).toHaveTextContent('Delhivery');
    expect(dialog.getByText('Tracking number').nextElementSibling).toHaveTextContent('1234567890123');
    const link = dialog.getByRole('link', { name: /^Track your parcel/ });
    expect(link).toHaveAccessibleName('Track your parcel with Delhivery (opens in a new tab)');
    expect(link).toHaveAttribute('href', shipped.tracking_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a courier we have no link for without one', async () => {
    const dialog = await openDetails({
      ...shipped,
      carrier: 'India Post',
      tracking_number: 'EE123456789IN',
      tracking_url: null,
    });
    expect(dialog.getByText('India Post')).toBeInTheDocument();
    expect(dialog.getByText('EE123456789IN')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
  });

  it('says nothing of tracking before the order ships', async () => {
    const dialog = await openDetails(older);
    expect(dialog.queryByText('Carrier')).not.toBeInTheDocument();
    expect(dialog.queryByText('Tracking number')).not.toBeInTheDocument();
  });
});

describe('a mail’s "View your order" link', () => {
  it('opens that order’s details on the account page, and closing them leaves the plain page', async () => {
    const { router } = renderShopScreen(<AccountPage AddressBook={AddressBook} />, {
      api: accountApi([older, shipped]),
    });
    await act(() => router.navigate(`/shop/account?order=${shipped._id}`));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(await dialog.findByText(shipped._id)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /^Track your parcel/ })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says so when the order is not the shopper’s', async () => {
    const { router } = renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi([older]) });
    await act(() => router.navigate('/shop/account?order=someone-elses-order'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(await dialog.findByText("We couldn't load this order. Please try again.")).toBeInTheDocument();
  });
});
