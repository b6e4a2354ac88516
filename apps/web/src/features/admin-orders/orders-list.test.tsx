// Checks staff's orders list as a shipping desk: filters kept in the address and sent to the server, choosing orders
// and shipping them together (what shipped, what failed, the labels and manifest), and the COD remittance upload.
import type { Order } from '@shop/contract/orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { fakeShipping, type ShippingHandlers } from '#web/features/admin-orders/testing/fake-shipping.ts';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { testOrder } from '#web/testing/order-fixture.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const first = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000001', order_number: 'TT-1301' });
const second = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000002', order_number: 'TT-1302' });
const third = testOrder({ _id: '5a1b2c3d-0000-4000-8000-000000000003', order_number: 'TT-1303' });

function fakeOrders(orders: Order[]): FakeHandlers {
  return {
    'GET /api/admin/orders/get': ({ query: { page, limit } }) => ({
      success: true,
      data: orders.slice((page - 1) * limit, page * limit),
      total: orders.length,
      page,
      limit,
    }),
    'GET /api/admin/orders/details/:id': ({ params }) => ({
      success: true,
      data: orders.find((order) => order._id === params.id)!,
    }),
  };
}

/** Where the screen has put the address, as a link to it would read. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderOrders(orders: Order[], shipping: ShippingHandlers = {}, at = '/admin/orders') {
  const view = renderAdminScreen(
    <>
      <OrdersPage />
      <Address />
    </>,
    fakeOrders(orders),
    at,
  );
  fakeShipping(view.fetchSpy, view.requests, shipping);
  return { user: userEvent.setup(), ...view };
}

const lastListCall = (calls: ReturnType<typeof renderOrders>['calls']) =>
  new URL(calls('GET', '/api/admin/orders/get').at(-1)!.path, 'http://shop.test').searchParams;

describe('the orders list’s filters', () => {
  it('writes each filter to the address and the server’s query, starting again at page 1', async () => {
    const { user, calls } = renderOrders([first, second], {}, '/admin/orders?page=2');
    const orderStatus = await screen.findByRole('combobox', { name: 'Order status' });

    await user.selectOptions(orderStatus, 'confirmed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipment' }), 'none');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-02-28' } });

    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/admin/orders?order_status=confirmed&payment_status=paid&shipment=none&from=2026-02-01&to=2026-02-28',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastListCall(calls))).toEqual({
        page: '1',
        limit: '20',
        order_status: 'confirmed',
        payment_status: 'paid',
        shipment: 'none',
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    );
    expect(await screen.findByText('2 orders match the filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/orders$/));
    expect(screen.getByRole('combobox', { name: 'Shipment' })).toHaveValue('');
  });

  it('opens already filtered from a link (the dashboard’s orders to pack)', async () => {
    const { calls } = renderOrders([first], {}, '/admin/orders?order_status=confirmed&shipment=none');
    await screen.findByRole('rowheader', { name: 'TT-1301' });
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('confirmed');
    expect(screen.getByRole('combobox', { name: 'Shipment' })).toHaveValue('none');
    expect(Object.fromEntries(lastListCall(calls))).toEqual({
      page: '1',
      limit: '20',
      order_status: 'confirmed',
      shipment: 'none',
    });
  });

  it('sends a search by the shopper’s name, email or phone as typed', async () => {
    const { user, calls } = renderOrders([first]);
    await user.type(await screen.findByRole('searchbox', { name: 'Find an order' }), 'asha@example.in{Enter}');
    await waitFor(() => expect(lastListCall(calls).get('search')).toBe('asha@example.in'));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/orders?search=asha%40example.in');
  });

  it('shows each order’s parcel: its state in words and its AWB', async () => {
    const shipped = testOrder({
      ...third,
      shipment: {
        awb: 'SR12345678',
        courier_name: 'Delhivery',
        status: 'in_transit',
        promised_date: '2026-02-06',
        expected_date: '2026-02-06',
        tracking_url: 'https://shiprocket.co/tracking/SR12345678',
        events: [],
      },
    });
    renderOrders([first, shipped]);
    const row = within((await screen.findByRole('rowheader', { name: 'TT-1303' })).closest('tr')!);
    expect(row.getByText('In transit')).toBeInTheDocument();
    expect(row.getByText('SR12345678')).toBeInTheDocument();
    const other = within(screen.getByRole('rowheader', { name: 'TT-1301' }).closest('tr')!);
    expect(other.getByText('Not shipped')).toBeInTheDocument();
  });
});

describe('Ship selected', () => {
  it('books the chosen orders together, then shows what shipped, what failed and why, and the PDFs', async () => {
    const { user, calls } = renderOrders([first, second, third], {
      ship: ({ body }) => ({
        success: true,
        message: '2 parcels booked, 1 could not be booked.',
        data: {
          shipments: body.order_ids
            .filter((id) => id !== second._id)
            .map((id, index) => ({
              order_id: id,
              order_number: id === first._id ? 'TT-1301' : 'TT-1303',
              awb: `SR0000000${index + 1}`,
              courier_name: 'Delhivery',
              label_url: `/api/admin/shipping/labels?order_ids=${id}`,
              status: 'booked' as const,
            })),
          failed: [{ order_id: second._id, message: 'No courier serves pincode 560038' }],
          labels_url: `/api/admin/shipping/labels?order_ids=${first._id},${third._id}`,
          manifest_url: `/api/admin/shipping/manifest?order_ids=${first._id},${third._id}`,
          pickup_date: '2026-02-04',
        },
      }),
    });
    await screen.findByRole('rowheader', { name: 'TT-1301' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select order TT-1302' })).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ship selected' }));
    const result = within(await screen.findByRole('status', { name: 'Shipping result' }));
    expect(await result.findByText('2 orders shipped, 1 order could not ship')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/shipping/ship')[0]!.body).toEqual({
      order_ids: [first._id, second._id, third._id],
    });
    expect(result.getByRole('link', { name: 'Download labels (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/shipping/labels?order_ids=${first._id},${third._id}`,
    );
    expect(result.getByRole('link', { name: 'Download manifest (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/shipping/manifest?order_ids=${first._id},${third._id}`,
    );
    expect(result.getByText('4 Feb 2026')).toBeInTheDocument();
    expect(within(result.getByRole('list', { name: 'Could not ship' })).getByRole('listitem')).toHaveTextContent(
      'TT-1302: No courier serves pincode 560038',
    );
    expect((await screen.findAllByText('2 parcels booked, 1 could not be booked.')).length).toBeGreaterThan(0);
    // The failed order stays chosen, to try again; the shipped ones leave the selection.
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select order TT-1302' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select order TT-1301' })).not.toBeChecked();
  });

  it('shows a refusal as a destructive toast with the server’s words and keeps the selection', async () => {
    const { user } = renderOrders([first], {
      ship: () => ({ refused: true, status: 503, message: 'Shiprocket is down' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order TT-1301' }));
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));
    expect(await screen.findByText('Shiprocket is down')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});

describe('the COD remittance upload', () => {
  it('uploads the provider’s CSV and reads what was recorded, already recorded and refused', async () => {
    const { user, calls } = renderOrders([first], {
      remittance: () => ({
        success: true,
        message: 'Remittance recorded for 2 parcels.',
        data: {
          recorded: 2,
          amount: 3298,
          already: 1,
          refused: [{ row: 5, awb: 'XX999', message: 'This AWB is not one of ours' }],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'COD remittance' }));
    const dialog = within(screen.getByRole('dialog', { name: 'COD remittance' }));
    await user.click(dialog.getByRole('button', { name: 'Upload report' }));
    expect(dialog.getByText('Choose the report first')).toBeInTheDocument();

    const csv = new File(['awb,amount\nSR1,1649\n'], 'remittance.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText('Remittance report (CSV)'), csv);
    await user.click(dialog.getByRole('button', { name: 'Upload report' }));

    expect(await dialog.findByText('2 rows (₹3,298.00)')).toBeInTheDocument();
    const sent = calls('POST', '/api/admin/shipping/remittance')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('remittance.csv');
    expect(dialog.getByText('Already recorded:').parentElement).toHaveTextContent('Already recorded: 1 row');
    expect(within(dialog.getByRole('list', { name: 'Refused rows' })).getByRole('listitem')).toHaveTextContent(
      'Row 5, AWB XX999: This AWB is not one of ours',
    );
  });
});
