// Checks the dashboard: the owner's numbers for the range in the URL, the daily figures as a table, the lists, the
// failed deliveries (asked of the orders list); and the banner manager below them: the spec's placeholder, adding an
// uploaded banner, confirming a deletion.
import type { FeatureImage } from '@shop/contract/catalog';
import type { Dashboard, DashboardRange } from '@shop/contract/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import DashboardPage from '#web/app/routes/admin.dashboard.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const UPLOADED = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';

/** Banner ids are UUIDs, as the server makes them (a delete names one). */
const bannerId = (n: number) => `5b0a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c${String(n).padStart(2, '0')}`;

const ORDER_ID = '0f8e2a1b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The answer for a range: a week's numbers, or one day's for today. */
function dashboardFor(range: DashboardRange): Dashboard {
  const week = range !== 'today';
  return {
    range,
    from: week ? '2026-11-18T18:30:00.000Z' : '2026-11-24T18:30:00.000Z',
    to: '2026-11-25T04:30:00.000Z',
    orders: week
      ? { value: 5, previous: 1, change: 4, change_percent: 400 }
      : { value: 2, previous: 0, change: 2, change_percent: null },
    revenue: week
      ? { value: 1750, previous: 1500, change: 250, change_percent: 16.7 }
      : { value: 750, previous: 0, change: 750, change_percent: null },
    shipping: {
      parcels: { value: 4, previous: 2, change: 2, change_percent: 100 },
      cost: { value: 320, previous: 150, change: 170, change_percent: 113.3 },
      rto_rate: { value: 0, previous: 0, change: 0, change_percent: null },
    },
    cod: {
      share: { value: 40, previous: 100, change: -60, change_percent: -60 },
      confirmation_rate: { value: 75, previous: 0, change: 75, change_percent: null },
      rto_rate_cod: { value: 25, previous: 0, change: 25, change_percent: null },
      rto_rate_prepaid: { value: 0, previous: 0, change: 0, change_percent: null },
      freight_lost: { value: 92, previous: 0, change: 92, change_percent: null },
    },
    daily: week
      ? [
          { date: '2026-11-24', orders: 3, revenue: 1000 },
          { date: '2026-11-25', orders: 2, revenue: 750 },
        ]
      : [{ date: '2026-11-25', orders: 2, revenue: 750 }],
    to_pack: {
      total: 21,
      items: [
        {
          _id: ORDER_ID,
          order_number: 'TT-1042',
          created_at: '2026-11-24T05:30:00.000Z',
          customer_name: 'Ravi Iyer',
          total_amount: 500,
          payment_method: 'COD',
          kind: 'sale',
          items: 2,
        },
      ],
    },
    low_stock: {
      total: 1,
      items: [
        {
          product_id: '1a2b3c4d-0000-4000-8000-000000000001',
          variant_id: '1a2b3c4d-0000-4000-8000-000000000002',
          title: 'Charlie Saree',
          size: 'S',
          colour: 'Indigo',
          sku: 'CS-S',
          stock: 3,
        },
      ],
    },
    sold_out: { total: 0, items: [] },
    best_sellers: [{ product_id: null, title: 'Alpha Kurta', units: 3, revenue: 1600 }],
    expired: { total: 0, items: [] },
    holding_without_paying: week
      ? {
          total: 1,
          items: [
            {
              user_id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
              customer_name: 'Hari Hoarder',
              email: 'hari.hoarder@example.in',
              unpaid_orders: 4,
              units: 38,
              last_at: '2026-11-24T04:12:00.000Z',
            },
          ],
        }
      : { total: 0, items: [] },
  };
}

/** Two parcels the courier could not deliver, of three: the dashboard lists the latest few. */
const failedDeliveries = [
  testOrder({
    _id: '0f8e2a1b-3c4d-4e5f-8a9b-0c1d2e3f4a60',
    order_number: 'TT-1051',
    order_status: 'inShipping',
    shipment: {
      awb: '19041424751540',
      courier_name: 'Delhivery Surface',
      status: 'undelivered',
      promised_date: '2026-11-27',
      expected_date: null,
      tracking_url: null,
      events: [],
      ndr: { reason: 'Consignee not available', attempts: 2, at: '2026-11-25T06:00:00.000Z', action: null },
    },
  }),
  testOrder({
    _id: '0f8e2a1b-3c4d-4e5f-8a9b-0c1d2e3f4a61',
    order_number: 'TT-1049',
    order_status: 'inShipping',
    shipment: {
      awb: '19041424751541',
      courier_name: 'Xpressbees',
      status: 'undelivered',
      promised_date: null,
      expected_date: null,
      tracking_url: null,
      events: [],
      ndr: { reason: 'Address incomplete', attempts: 1, at: '2026-11-24T06:00:00.000Z', action: null },
    },
  }),
];

function fakeBanners(initial: FeatureImage[], failed = failedDeliveries): FakeHandlers {
  let banners = [...initial];
  return {
    'GET /api/admin/dashboard': ({ query }) => ({ success: true, data: dashboardFor(query.range) }),
    'GET /api/admin/orders/get': () => ({
      success: true,
      data: failed,
      total: failed.length === 0 ? 0 : 3,
      page: 1,
      limit: 10,
    }),
    'GET /api/common/feature/get': () => ({ success: true, data: banners }),
    'POST /api/admin/products/upload-image': () => ({ success: true, result: { url: UPLOADED } }),
    'POST /api/common/feature/add': ({ body }) => {
      const added = { _id: bannerId(banners.length + 1), image: body.image };
      banners = [...banners, added];
      return { success: true, message: 'Banner added successfully', data: added };
    },
    'DELETE /api/common/feature/delete/:id': ({ params }) => {
      banners = banners.filter((banner) => banner._id !== params.id);
      return { success: true, message: 'Banner deleted successfully' };
    },
  };
}

const wideJpeg = () => new File([new Uint8Array([255, 216, 255])], 'sale.jpg', { type: 'image/jpeg' });

describe("the owner's numbers", () => {
  it('shows the last 7 days, and another range when chosen, in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<DashboardPage />, fakeBanners([]));
    const orders = await screen.findByText('Orders placed');
    expect(orders.nextElementSibling).toHaveTextContent('5');
    expect(orders.nextElementSibling).toHaveTextContent('Up 4 (400%) on 1 the period before');
    expect(screen.getByText('Revenue after refunds').nextElementSibling).toHaveTextContent(
      'Up ₹250.00 (16.7%) on ₹1,500.00 the period before',
    );
    expect(screen.getByText('Parcels booked').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Courier charges').nextElementSibling).toHaveTextContent('₹320.00');
    expect(screen.getByText('Returned to us (RTO)').nextElementSibling).toHaveTextContent('0%No change');
    const cod = within(screen.getByRole('region', { name: 'Cash on Delivery' }));
    expect(cod.getByText('Share of orders').nextElementSibling).toHaveTextContent(
      /^40%.*Down 60% \(60%\) on 100% the period before/,
    );
    expect(cod.getByText('Confirmed by shoppers').nextElementSibling).toHaveTextContent('75%');
    expect(cod.getByText('COD parcels back (RTO)').nextElementSibling).toHaveTextContent('25%');
    expect(cod.getByText('Freight lost to RTO').nextElementSibling).toHaveTextContent('₹92.00');
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toHaveAttribute('aria-checked', 'true');
    expect(calls('GET', '/api/admin/dashboard').map((call) => call.url.searchParams.get('range'))).toEqual(['7d']);

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(screen.getByText('Orders placed').nextElementSibling).toHaveTextContent('2'));
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true');
    expect(calls('GET', '/api/admin/dashboard').map((call) => call.url.searchParams.get('range'))).toEqual([
      '7d',
      'today',
    ]);
    expect(screen.getByText('Revenue after refunds').nextElementSibling).toHaveTextContent(
      'Up ₹750.00 on ₹0.00 the period before',
    );
  });

  it('shows the days as a table, and the lists of what to do', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<DashboardPage />, fakeBanners([]));
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Orders and revenue by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '₹1,000.00'],
      ['2', '₹750.00'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('24 Nov 2026');

    const toPack = screen.getByRole('region', { name: 'Orders to pack' });
    expect(within(toPack).getByText('21 waiting, oldest first')).toBeInTheDocument();
    expect(
      within(toPack).getByRole('link', { name: /Order TT-1042 from Ravi Iyer, open its details/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\?order=0f8e2a1b-/i));
    expect(within(toPack).getByText('2 items · Cash on Delivery')).toBeInTheDocument();
    expect(within(toPack).getByText('Showing 1 of 21')).toBeInTheDocument();
    expect(within(toPack).getByRole('link', { name: 'See all 21 orders to pack' })).toHaveAttribute(
      'href',
      '/admin/orders?order_status=confirmed&shipment=none',
    );
    const low = screen.getByRole('region', { name: 'Running low' });
    expect(within(low).getByText('S / Indigo · CS-S')).toBeInTheDocument();
    expect(within(low).getByText('3 left')).toBeInTheDocument();
    expect(within(low).getByRole('link', { name: 'Restock in the stock sheet' })).toHaveAttribute(
      'href',
      '/admin/stock?state=low',
    );
    expect(within(screen.getByRole('region', { name: 'Sold out' })).getByText('Nothing has sold out.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Best sellers' })).getByText('3 units · ₹1,600.00'),
    ).toBeInTheDocument();
  });

  it('lists the shoppers holding stock without paying, and says so when nobody did', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<DashboardPage />, fakeBanners([]));
    const holding = await screen.findByRole('region', { name: 'Holding stock without paying' });
    expect(within(holding).getByText('1 shopper')).toBeInTheDocument();
    const [row] = within(holding).getAllByRole('listitem');
    expect(row).toHaveTextContent('Hari Hoarder');
    expect(row).toHaveTextContent('hari.hoarder@example.in');
    expect(row).toHaveTextContent('4 unpaid orders · 38 units held');
    expect(within(row!).getByText('24 Nov 2026, 9:42 am')).toHaveAttribute('datetime', '2026-11-24T04:12:00.000Z');

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await screen.findByText('Nobody kept stock from others in this range.');
    const none = screen.getByRole('region', { name: 'Holding stock without paying' });
    expect(within(none).getByText('Nobody kept stock from others in this range.')).toBeInTheDocument();
    expect(within(none).getByText('0 shoppers')).toBeInTheDocument();
    expect(within(none).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('failed deliveries', () => {
  it('lists the orders the courier could not deliver, with its reason and attempts, asked of the orders list', async () => {
    const { calls } = renderAdminScreen(<DashboardPage />, fakeBanners([]));
    const failed = await screen.findByRole('region', { name: 'Failed deliveries' });
    const rows = await within(failed).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('TT-1051');
    expect(rows[0]).toHaveTextContent('Consignee not available');
    expect(rows[0]).toHaveTextContent('2 attempts');
    expect(rows[1]).toHaveTextContent('Address incomplete');
    expect(rows[1]).toHaveTextContent('1 attempt');
    expect(within(rows[0]!).getByRole('link', { name: 'Order TT-1051, open its details' })).toHaveAttribute(
      'href',
      '/admin/orders?order=0f8e2a1b-3c4d-4e5f-8a9b-0c1d2e3f4a60',
    );
    expect(within(failed).getByText('3 waiting on you')).toBeInTheDocument();
    expect(within(failed).getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'See every failed delivery' })).toHaveAttribute(
      'href',
      '/admin/orders?shipment=undelivered',
    );
    const [call] = calls('GET', '/api/admin/orders/get');
    expect(call!.url.searchParams.get('shipment')).toBe('undelivered');
    expect(call!.url.searchParams.get('limit')).toBe('10');
  });

  it('says so when every parcel is on its way', async () => {
    renderAdminScreen(<DashboardPage />, fakeBanners([], []));
    const failed = await screen.findByRole('region', { name: 'Failed deliveries' });
    expect(
      await within(failed).findByText('No failed deliveries: every parcel out is on its way.'),
    ).toBeInTheDocument();
    expect(within(failed).queryByRole('list')).not.toBeInTheDocument();
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the admin dashboard', () => {
  it("shows 'admin features' and the banners", async () => {
    renderAdminScreen(<DashboardPage />, fakeBanners([{ _id: bannerId(1), image: '/uploads/one.webp' }]));
    expect(screen.getByText('admin features')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', '/uploads/one.webp');
  });

  it('uploads an image, then adds it as a banner', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<DashboardPage />, fakeBanners([]));
    expect(await screen.findByText(/No banners yet/)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add banner' });
    expect(add).toBeDisabled();

    await user.upload(screen.getByLabelText('Banner image'), wideJpeg());
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText('Banner added successfully')).toBeInTheDocument();
    expect(calls('POST', '/api/common/feature/add')[0]!.body).toEqual({ image: UPLOADED });
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', UPLOADED);
    // The picker is empty again for the next banner.
    expect(screen.queryByRole('img', { name: 'Banner image: preview' })).not.toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('deletes a banner only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(
      <DashboardPage />,
      fakeBanners([
        { _id: bannerId(1), image: '/uploads/one.webp' },
        { _id: bannerId(2), image: '/uploads/two.webp' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner 2?' });
    expect(calls('DELETE', '/api/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/').map((call) => call.path)).toEqual([`/api/common/feature/delete/${bannerId(2)}`]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Homepage banners' })).toHaveFocus();
  });
});
