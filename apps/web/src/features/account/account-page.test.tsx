// Checks the account page: the order history, the status badge colours, the details dialog, and the Address tab.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { OrderStatusBadge } from '#web/components/order-status-badge.tsx';
import { testOrder } from '#web/testing/order-fixture.ts';

afterEach(clearToasts);

const delivered = testOrder({
  order_number: 'TT-1187',
  _id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b01',
  user_id: testShopper.id,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  total_amount: 2398,
  payment_id: 'pay_123',
  order_status: 'delivered',
  cart_items: [
    {
      _id: 'i1',
      product_id: 'p1',
      variant_id: '5b0f5e1c-7a2d-4c3e-9f10-2a3b4c5d6e02',
      size: null,
      colour: 'Rust',
      title: 'Canvas Tote',
      image: '/uploads/tote.webp',
      quantity: 2,
      price: 1199,
    },
  ],
  address_info: {
    address_id: 'a1',
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    phone: '9876543210',
    notes: 'Ring twice',
  },
});
const rejected: Order = {
  ...delivered,
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  order_number: 'TT-1163',
  order_status: 'rejected',
};

const accountApi: FakeHandlers = {
  'GET /api/shop/order/list/:userId': () => ({ success: true, data: [delivered, rejected] }),
  'GET /api/shop/order/details/:id': ({ params }) =>
    params.id === delivered._id ? { success: true, data: delivered } : refuse(404, 'Order not found'),
  'GET /api/shop/address/get/:userId': () => ({ success: true, data: [] }),
};

describe('OrderStatusBadge', () => {
  it('is green when confirmed, red when rejected, and black otherwise (SPEC §4)', () => {
    renderShopScreen(
      <>
        {(['confirmed', 'rejected', 'pending', 'inProcess', 'inShipping', 'delivered'] as const).map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.getByText('Confirmed')).toHaveClass('bg-success');
    expect(screen.getByText('Rejected')).toHaveClass('bg-destructive');
    for (const label of ['Pending', 'In Process', 'In Shipping', 'Delivered']) {
      expect(screen.getByText(label)).toHaveClass('bg-foreground');
    }
  });
});

describe('AccountPage', () => {
  it('opens on the Order History table with each order and its details', async () => {
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi });
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Order History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Order ID', 'Order Date', 'Order Status', 'Order Price']);
    // The shop's short number, what a shopper reads out; the long id is in the details.
    const row = within(table).getByText('TT-1187').closest('tr')!;
    expect(within(table).queryByText(delivered._id)).toBeNull();
    expect(within(row).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('₹2,398.00')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toHaveClass('bg-foreground');

    const viewDetails = within(row).getByRole('button', { name: /^View Details/ });
    await userEvent.click(viewDetails);
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    for (const text of ['TT-1187', delivered._id, 'Razorpay', 'Paid', 'Canvas Tote', 'Rust', 'Quantity: 2']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    for (const text of ['₹1,199.00', 'Shipping Info']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    // Shipping Info: who (from the session), then where.
    expect(within(dialog).getByText(testShopper.userName)).toBeInTheDocument();
    expect(within(dialog).getByText('Username: asha')).toBeInTheDocument();
    expect(within(dialog).getByText('Pincode: 560038')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone: 9876543210')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewDetails).toHaveFocus();
  });

  it('shows the address book in the Address tab', async () => {
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi });
    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(await screen.findByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('an order paid twice', () => {
  it('tells the shopper in the Order Details that the second payment will be refunded', async () => {
    const twice: Order = {
      ...delivered,
      duplicate_payments: [
        {
          payment_id: 'pay_Second0001',
          payment_method: 'Razorpay',
          amount: 2398,
          received_at: '2026-03-05T10:00:00.000Z',
          refund_status: null,
        },
      ],
    };
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, {
      api: {
        ...accountApi,
        'GET /api/shop/order/list/:userId': () => ({ success: true, data: [twice] }),
        'GET /api/shop/order/details/:id': ({ params }) =>
          params.id === twice._id ? { success: true, data: twice } : refuse(404, 'Order not found'),
      },
    });
    const table = await screen.findByRole('table', { name: 'Order History' });
    await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(
      within(dialog).getByText(/^We also received a second payment of ₹2,398.00 for this order/),
    ).toHaveTextContent(
      'We also received a second payment of ₹2,398.00 for this order (Razorpay payment ID pay_Second0001). The order was already paid, so we will refund it to you within 5 days.',
    );
  });
});

describe('an order whose payment failed', () => {
  it('reads "Payment failed", not a Pending that will never move', () => {
    render(<OrderStatusBadge status="pending" paymentStatus="failed" />);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });
});

describe('the tax invoice in the Order Details', () => {
  const openDetails = async (order: Order) => {
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, {
      api: {
        ...accountApi,
        'GET /api/shop/order/list/:userId': () => ({ success: true, data: [order] }),
        'GET /api/shop/order/details/:id': () => ({ success: true, data: order }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Order History' });
    await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
    return within(await screen.findByRole('dialog', { name: 'Order Details' }));
  };

  it('names the invoice and links its PDF for download', async () => {
    const dialog = await openDetails({ ...delivered, invoice_number: 'TT/2526/000042' });
    expect(dialog.getByText('Tax invoice TT/2526/000042')).toBeInTheDocument();
    const link = dialog.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/shop/order/invoice/${delivered._id}`);
    expect(link).toHaveAttribute('download');
  });

  it('says the invoice of a paid order will be ready shortly', async () => {
    const dialog = await openDetails(delivered);
    expect(dialog.getByText('Your tax invoice will be ready shortly.')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
  });

  it('says nothing of an invoice for an unpaid order', async () => {
    const dialog = await openDetails({ ...delivered, payment_status: 'pending', payment_id: null });
    expect(dialog.queryByText(/invoice/i)).not.toBeInTheDocument();
  });
});

describe('a business’s GST invoice in the Order Details', () => {
  it('names the business and its GSTIN', async () => {
    const business: Order = { ...delivered, buyer_gstin: '29AABCU9603R1ZJ', buyer_business_name: 'Umbrella Traders' };
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, {
      api: {
        ...accountApi,
        'GET /api/shop/order/list/:userId': () => ({ success: true, data: [business] }),
        'GET /api/shop/order/details/:id': () => ({ success: true, data: business }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Order History' });
    await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('GST invoice to').nextElementSibling).toHaveTextContent(
      'Umbrella Traders, GSTIN 29AABCU9603R1ZJ',
    );
  });
});

describe('the discounts in the Order Details', () => {
  it('shows the coupon and the discount for paying online, each already taken off the price', async () => {
    const discounted: Order = {
      ...delivered,
      total_amount: 2058.29,
      discount_amount: 239.8,
      coupon_code: 'SAVE10',
      online_discount_amount: 99.91,
    };
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, {
      api: {
        ...accountApi,
        'GET /api/shop/order/list/:userId': () => ({ success: true, data: [discounted] }),
        'GET /api/shop/order/details/:id': () => ({ success: true, data: discounted }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Order History' });
    await userEvent.click(within(table).getByRole('button', { name: /^View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('Coupon').nextElementSibling).toHaveTextContent('SAVE10 − ₹239.80');
    expect(dialog.getByText('Discount for paying online').nextElementSibling).toHaveTextContent('− ₹99.91');
  });

  it('shows no discount for paying online where there was none', async () => {
    renderShopScreen(<AccountPage AddressBook={AddressBook} />, { api: accountApi });
    const table = await screen.findByRole('table', { name: 'Order History' });
    await userEvent.click(within(table).getAllByRole('button', { name: /^View Details/ })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('Order Price')).toBeInTheDocument();
    expect(dialog.queryByText('Discount for paying online')).not.toBeInTheDocument();
  });
});
