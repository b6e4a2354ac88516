// Checks the parcel in staff's Order Details: choosing a courier from the rates and booking it, the parcel's details
// and scans with its COD cash, cancelling before pickup, and answering a failed delivery attempt.
import type { Order } from '@shop/contract/orders';
import type { CourierRate, Shipment } from '@shop/contract/shipping';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { fakeShipping, type ShippingHandlers } from '#web/features/admin-orders/testing/fake-shipping.ts';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

// Radix's radios measure themselves.
beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const RATES: CourierRate[] = [
  {
    courier_id: '10',
    courier_name: 'Delhivery Surface',
    rate: 62,
    etd: '2026-02-09',
    cod: true,
    cheapest: true,
    fastest: false,
  },
  {
    courier_id: '24',
    courier_name: 'Blue Dart Air',
    rate: 148.5,
    etd: '2026-02-04',
    cod: false,
    cheapest: false,
    fastest: true,
  },
  { courier_id: '33', courier_name: 'Ekart', rate: 80, etd: '2026-02-06', cod: true, cheapest: false, fastest: false },
];

const booked: Shipment = {
  awb: 'SR190023456',
  courier_name: 'Delhivery Surface',
  status: 'booked',
  promised_date: '2026-02-09',
  expected_date: '2026-02-09',
  tracking_url: 'https://shiprocket.co/tracking/SR190023456',
  events: [],
  label_url: '/api/admin/shipping/labels?order_ids=3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c01',
  charge: 62,
  cod: null,
  ndr: null,
};

/** One order whose parcel the shipping handlers may change; details always answer what it is now. */
function renderOrder(initial: Order, shipping: (order: { current: Order }) => ShippingHandlers) {
  const order = { current: initial };
  const api: FakeHandlers = {
    'GET /api/admin/orders/get': () => ({ success: true, data: [order.current], total: 1, page: 1, limit: 20 }),
    'GET /api/admin/orders/details/:id': () => ({ success: true, data: order.current }),
  };
  const view = renderAdminScreen(<OrdersPage />, api, `/admin/orders?order=${initial._id}`);
  fakeShipping(view.fetchSpy, view.requests, shipping(order));
  return { user: userEvent.setup(), order, ...view };
}

/** The dialog once the order in it has loaded. */
async function openDialog() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
  await dialog.findByText(testOrder()._id);
  return dialog;
}

describe('booking a courier from the order’s details', () => {
  it('lists the couriers with price and date, marks the cheapest and fastest, and books the one chosen', async () => {
    const { user, calls } = renderOrder(
      testOrder({ payment_method: 'Razorpay', allowed_actions: ['ship'] }),
      (order) => ({
        rates: () => ({ success: true, data: RATES }),
        ship: ({ body }) => {
          order.current = { ...order.current, order_status: 'inProcess', shipment: booked, allowed_actions: [] };
          return {
            success: true,
            message: 'Parcel booked with Delhivery Surface.',
            data: {
              shipments: [
                {
                  order_id: body.order_ids[0]!,
                  order_number: 'TT-1042',
                  awb: booked.awb!,
                  courier_name: 'Delhivery Surface',
                  label_url: booked.label_url!,
                  status: 'booked',
                },
              ],
              failed: [],
              labels_url: booked.label_url!,
              manifest_url: null,
              pickup_date: '2026-02-03',
            },
          };
        },
      }),
    );
    const dialog = await openDialog();
    const ship = within(dialog.getByRole('region', { name: 'Ship' }));
    // Quoting costs the aggregator a call: nothing is asked until "Ship".
    expect(calls('GET', '/api/admin/shipping/rates/')).toHaveLength(0);
    await user.click(ship.getByRole('button', { name: 'Ship' }));

    const couriers = within(await ship.findByRole('radiogroup'));
    const cheapest = couriers.getByRole('radio', { name: /Delhivery Surface/ });
    const fastest = couriers.getByRole('radio', { name: /Blue Dart Air/ });
    expect(cheapest).toHaveAccessibleName('Delhivery Surface Cheapest ₹62.00 · arrives by 9 Feb 2026');
    expect(fastest).toHaveAccessibleName('Blue Dart Air Fastest ₹148.50 · arrives by 4 Feb 2026');
    expect(couriers.getByRole('radio', { name: /Ekart/ })).toHaveAccessibleName('Ekart ₹80.00 · arrives by 6 Feb 2026');
    // Paid online: a courier that takes no cash can still carry it.
    expect(fastest).toBeEnabled();
    expect(ship.queryByText('No COD')).not.toBeInTheDocument();

    await user.click(ship.getByRole('button', { name: 'Book courier' }));
    expect(ship.getByText('Choose a courier first')).toBeInTheDocument();
    await user.click(couriers.getByRole('radio', { name: /Ekart/ }));
    await user.click(ship.getByRole('button', { name: 'Book courier' }));

    await waitFor(() => expect(calls('POST', '/api/admin/shipping/ship')).toHaveLength(1));
    expect(calls('POST', '/api/admin/shipping/ship')[0]!.body).toEqual({
      order_ids: [testOrder()._id],
      courier_id: '33',
    });
    // The booked parcel replaces the couriers, its label ready to print, and focus moves to it.
    const parcel = within(await dialog.findByRole('region', { name: 'Shipment' }));
    expect(parcel.getByRole('link', { name: 'Download label (PDF)' })).toHaveAttribute('href', booked.label_url);
    await waitFor(() => expect(parcel.getByRole('heading', { name: 'Shipment' })).toHaveFocus());
    expect(dialog.queryByRole('region', { name: 'Ship' })).not.toBeInTheDocument();
    expect((await screen.findAllByText('Parcel booked with Delhivery Surface.')).length).toBeGreaterThan(0);
  });

  it('marks a courier that takes no cash "No COD" and cannot be chosen for a Cash on Delivery order', async () => {
    const cod = testOrder({
      payment_method: 'COD',
      payment_status: 'pending',
      payment_id: null,
      allowed_actions: ['ship'],
    });
    const { user } = renderOrder(cod, () => ({ rates: () => ({ success: true, data: RATES }) }));
    const ship = within((await openDialog()).getByRole('region', { name: 'Ship' }));
    await user.click(ship.getByRole('button', { name: 'Ship' }));
    const noCash = await ship.findByRole('radio', { name: /Blue Dart Air/ });
    expect(noCash).toBeDisabled();
    expect(noCash).toHaveAccessibleName(expect.stringContaining('No COD'));
    expect(ship.getByRole('radio', { name: /Delhivery Surface/ })).toBeEnabled();
  });

  it('offers no booking for an order that cannot ship yet (unpaid, or already delivered)', async () => {
    renderOrder(testOrder({ payment_status: 'pending', order_status: 'pending' }), () => ({}));
    const dialog = await openDialog();
    expect(dialog.queryByRole('region', { name: 'Ship' })).not.toBeInTheDocument();
    // The hand-typed tracking stays, for a parcel sent another way.
    expect(dialog.getByRole('heading', { name: 'Sent another way: tracking and notes' })).toBeInTheDocument();
  });
});

describe('the parcel in the order’s details', () => {
  it('shows its courier, AWB, state, dates, charge, COD cash and the scans oldest first', async () => {
    const onItsWay: Shipment = {
      ...booked,
      status: 'in_transit',
      expected_date: '2026-02-10',
      events: [
        { at: '2026-02-04T11:00:00.000Z', status: 'in_transit', location: 'Bhiwandi hub', note: 'Shipment in transit' },
        { at: '2026-02-03T08:30:00.000Z', status: 'booked', location: null, note: null },
        { at: '2026-02-03T13:15:00.000Z', status: 'picked_up', location: 'Bengaluru', note: 'Shipment picked up' },
      ],
      cod: {
        amount: 1539,
        collected: true,
        remitted_amount: 1539,
        remittance_reference: 'UTR778899',
        remitted_at: '2026-02-12T00:00:00.000Z',
        due: 0,
      },
    };
    renderOrder(
      testOrder({ payment_method: 'COD', payment_status: 'paid', order_status: 'inShipping', shipment: onItsWay }),
      () => ({}),
    );
    const dialog = await openDialog();
    const parcel = within(dialog.getByRole('region', { name: 'Shipment' }));
    const fact = (label: string) => parcel.getByText(label).nextElementSibling;
    expect(fact('Courier')).toHaveTextContent('Delhivery Surface');
    expect(parcel.getByRole('link', { name: /SR190023456/ })).toHaveAttribute('href', onItsWay.tracking_url);
    expect(fact('Shipment state')).toHaveTextContent('In transit');
    expect(fact('Promised by')).toHaveTextContent('9 Feb 2026');
    expect(fact('Expected on')).toHaveTextContent('10 Feb 2026');
    expect(fact('Courier charge')).toHaveTextContent('₹62.00');
    expect(fact('Cash to collect')).toHaveTextContent('₹1,539.00 · Collected');
    expect(fact('Remitted to us')).toHaveTextContent('₹1,539.00 · Reference UTR778899 · 12 Feb 2026');
    expect(fact('Cash due from the courier')).toHaveTextContent('₹0.00');
    // Picked up: too late to cancel.
    expect(parcel.queryByRole('button', { name: 'Cancel shipment' })).not.toBeInTheDocument();

    const scans = within(parcel.getByRole('list', { name: 'Tracking' })).getAllByRole('listitem');
    expect(scans.map((scan) => scan.textContent)).toEqual([
      '3 Feb 2026, 2:00 pmBooked',
      '3 Feb 2026, 6:45 pm · BengaluruPicked upShipment picked up',
      '4 Feb 2026, 4:30 pm · Bhiwandi hubIn transitShipment in transit',
    ]);
  });

  it('cancels a parcel only booked, after staff confirm', async () => {
    const { user, calls } = renderOrder(testOrder({ shipment: booked, allowed_actions: [] }), (order) => ({
      cancel: () => {
        // As the server answers: a cancelled parcel is no longer the order's, which can ship again.
        order.current = { ...order.current, shipment: null, allowed_actions: ['ship'] };
        return { success: true, message: 'The shipment is cancelled.' };
      },
    }));
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancel shipment' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel this shipment?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel shipment' }));
    await waitFor(() => expect(calls('POST', '/api/admin/shipping/cancel/')).toHaveLength(1));
    expect(calls('POST', '/api/admin/shipping/cancel/')[0]!.path).toBe(`/api/admin/shipping/cancel/${testOrder()._id}`);
    expect((await screen.findAllByText('The shipment is cancelled.')).length).toBeGreaterThan(0);
    // Cancelled: the parcel is gone and the order can be booked again.
    expect(await dialog.findByRole('region', { name: 'Ship' })).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
  });
});

describe('a failed delivery attempt', () => {
  const failed: Shipment = {
    ...booked,
    status: 'undelivered',
    ndr: { reason: 'Consignee not available', attempts: 2, at: '2026-02-08T10:00:00.000Z', action: null },
  };
  /** A day `days` from today in India's calendar, as the date field takes it. */
  const indiaDay = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

  const renderFailed = () =>
    renderOrder(testOrder({ order_status: 'inShipping', shipment: failed }), (order) => ({
      ndr: ({ body }) => {
        order.current = {
          ...order.current,
          shipment: { ...failed, ndr: { ...failed.ndr!, action: body.action } },
        };
        return { success: true, message: body.action === 'return' ? 'Return requested.' : 'Re-attempt requested.' };
      },
    }));

  it('shows the courier’s reason and asks for a re-attempt on a day in the next week, at a corrected phone', async () => {
    const { user, calls } = renderFailed();
    const dialog = await openDialog();
    const panel = within(dialog.getByRole('region', { name: 'Delivery attempt failed' }));
    expect(panel.getByText('Consignee not available')).toBeInTheDocument();
    expect(panel.getByText('2 attempts, the last on 8 Feb 2026')).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'Re-attempt' })).toBeChecked();

    const date = panel.getByLabelText('Deliver on');
    expect(date).toHaveAttribute('min', indiaDay(1));
    expect(date).toHaveAttribute('max', indiaDay(7));
    fireEvent.change(date, { target: { value: indiaDay(9) } });
    await user.click(panel.getByRole('button', { name: 'Ask for a re-attempt' }));
    expect(await panel.findByText('Choose a day in the next 7 days')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/shipping/ndr/')).toHaveLength(0);

    fireEvent.change(date, { target: { value: indiaDay(2) } });
    await user.type(panel.getByLabelText('Corrected phone (optional)'), '9123456780');
    await user.click(panel.getByRole('button', { name: 'Ask for a re-attempt' }));
    await waitFor(() => expect(calls('POST', '/api/admin/shipping/ndr/')).toHaveLength(1));
    expect(calls('POST', '/api/admin/shipping/ndr/')[0]!.body).toEqual({
      action: 'reattempt',
      date: indiaDay(2),
      phone: '9123456780',
    });
    // Answered: the panel goes, the toast says the server's words.
    await waitFor(() => expect(dialog.queryByRole('region', { name: 'Delivery attempt failed' })).toBeNull());
    expect((await screen.findAllByText('Re-attempt requested.')).length).toBeGreaterThan(0);
    expect(dialog.getByText('After the failed attempt').nextElementSibling).toHaveTextContent(
      'Asked the courier to try again',
    );
  });

  it('asks the courier to return the parcel to us', async () => {
    const { user, calls } = renderFailed();
    const panel = within((await openDialog()).getByRole('region', { name: 'Delivery attempt failed' }));
    await user.click(panel.getByRole('radio', { name: 'Return to us' }));
    expect(panel.queryByLabelText('Deliver on')).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Return to us' }));
    await waitFor(() => expect(calls('POST', '/api/admin/shipping/ndr/')).toHaveLength(1));
    expect(calls('POST', '/api/admin/shipping/ndr/')[0]).toMatchObject({
      path: `/api/admin/shipping/ndr/${testOrder()._id}`,
      body: { action: 'return' },
    });
  });
});
