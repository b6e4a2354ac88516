// Checks the shopper's tracking timeline in Order Details: courier and AWB linked to the courier's page, the state in
// words, the promised and expected dates, the scans newest first with the latest marked, and a failed delivery's note.
import type { Order } from '@shop/contract/orders';
import type { Shipment } from '@shop/contract/shipping';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { clearToasts, renderShopScreen } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const inTransit: Shipment = {
  awb: '19041424751540',
  courier_name: 'Delhivery Surface',
  status: 'in_transit',
  promised_date: '2026-11-30',
  expected_date: '2026-12-01',
  tracking_url: 'https://shiprocket.co/tracking/19041424751540',
  events: [
    { at: '2026-11-26T09:10:00.000Z', status: 'booked', location: null, note: null },
    { at: '2026-11-27T05:30:00.000Z', status: 'picked_up', location: 'Bengaluru', note: 'Shipment picked up' },
    { at: '2026-11-28T08:45:00.000Z', status: 'in_transit', location: 'Pune Hub', note: null },
  ],
};

const accountApi = (order: Order): FakeHandlers => ({
  'GET /api/shop/order/list/:userId': () => ({ success: true, data: [order] }),
  'GET /api/shop/order/details/:id': () => ({ success: true, data: order }),
  'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
});

async function openDetails(shipment: Shipment) {
  const order = testOrder({ order_status: 'inShipping', shipment });
  renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi(order) });
  const table = await screen.findByRole('table', { name: 'Order History' });
  await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
  return within(await dialog.findByRole('region', { name: 'Tracking' }));
}

describe('the parcel’s tracking in the shopper’s Order Details', () => {
  it('shows the courier, the AWB linked to its tracking page, the state and the dates', async () => {
    const tracking = await openDetails(inTransit);
    expect(tracking.getByText('Courier').nextElementSibling).toHaveTextContent('Delhivery Surface');
    const awb = tracking.getByRole('link', { name: /19041424751540/ });
    expect(awb).toHaveAccessibleName('19041424751540 (track with Delhivery Surface, opens in a new tab)');
    expect(awb).toHaveAttribute('href', inTransit.tracking_url);
    expect(awb).toHaveAttribute('target', '_blank');
    expect(awb.getAttribute('rel')).toContain('noopener');
    expect(tracking.getByText('Status').nextElementSibling).toHaveTextContent('In transit');
    expect(tracking.getByText('Promised by').nextElementSibling).toHaveTextContent('Mon, 30 Nov');
    expect(tracking.getByText('Expected').nextElementSibling).toHaveTextContent('Tue, 1 Dec');
    // The hand-shipped order's facts and button are not repeated.
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Track your parcel/ })).not.toBeInTheDocument();
  });

  it('lists the scans newest first, the latest marked as the current step', async () => {
    const tracking = await openDetails(inTransit);
    const scans = within(tracking.getByRole('list', { name: 'Parcel updates, newest first' })).getAllByRole('listitem');
    expect(scans).toHaveLength(3);
    expect(scans[0]).toHaveTextContent('In transit (latest)Pune HubSat, 28 Nov, 2:15 pm');
    expect(scans[0]).toHaveAttribute('aria-current', 'step');
    expect(scans[1]).toHaveTextContent('Picked upBengaluru · Shipment picked up');
    expect(scans[1]).not.toHaveAttribute('aria-current');
    expect(scans[2]).toHaveTextContent('Booked');
    expect(within(scans[2]!).getByText(/26 Nov/).tagName).toBe('TIME');
  });

  it('says why the courier could not deliver, and that we will arrange another attempt', async () => {
    const tracking = await openDetails({
      ...inTransit,
      status: 'undelivered',
      events: [
        ...inTransit.events,
        {
          at: '2026-11-30T10:00:00.000Z',
          status: 'undelivered',
          location: 'Bengaluru',
          note: 'Consignee not available.',
        },
      ],
    });
    expect(tracking.getByText('Status').nextElementSibling).toHaveTextContent('Delivery attempt failed');
    expect(tracking.getByRole('note')).toHaveTextContent(
      'The courier could not deliver: Consignee not available. We will contact you to arrange another attempt.',
    );
  });

  it('says scans will come for a parcel just booked', async () => {
    const tracking = await openDetails({ ...inTransit, status: 'booked', events: [], tracking_url: null });
    expect(tracking.getByText('Booked')).toBeInTheDocument();
    expect(tracking.getByText('19041424751540').tagName).not.toBe('A');
    expect(
      tracking.getByText('No scans yet: Delhivery Surface will update this once it collects the parcel.'),
    ).toBeInTheDocument();
  });
});
