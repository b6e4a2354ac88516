// Checks checkout's "Send order updates on WhatsApp" box: it names the chosen address's phone, starts unticked unless
// that phone already gets updates, and its value goes with the order whichever way it is paid.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { cartWithTote, checkoutApi, ORDER, orderCreated } from '#web/testing/checkout-test-data.tsx';
import { openCheckout } from '#web/testing/checkout-screen.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';
import { clearToasts } from '#web/testing/render-shop-screen.tsx';

// Radix's checkbox measures itself.
beforeEach(stubResizeObserver);
afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  window.location.hash = '';
});

const BOX = 'Send order updates on WhatsApp to 98765 43210';

const deliveryWithCod: FakeHandlers['GET /api/shop/delivery/:pincode'] = ({ params }) => ({
  success: true,
  data: {
    pincode: params.pincode,
    city: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    serviceable: true,
    cod_available: true,
    cod_min_order: 299,
    cod_max_order: 10_000,
    cod_fee: 0,
    days_min: 1,
    days_max: 2,
    estimated_delivery: '2024-11-28',
  },
});

/** Checkout's loads, Cash on Delivery at the address's pincode, the shopper's opt-ins, and placing the order. */
function whatsappCheckoutApi(optIns: { phone: string; opted_in: boolean }[] = []): FakeHandlers {
  return checkoutApi(cartWithTote, {
    'GET /api/shop/delivery/:pincode': deliveryWithCod,
    'GET /api/shop/whatsapp/opt-ins': () => ({
      success: true,
      data: optIns.map((optIn) => ({ ...optIn, changed_at: '2026-03-01T10:00:00.000Z' })),
    }),
    'POST /api/shop/order/create': ({ body }) =>
      body.paymentMethod === 'COD'
        ? { ...orderCreated, message: 'Order placed.', next: { kind: 'none' } }
        : { ...orderCreated, next: { kind: 'redirect', url: `${window.location.origin}/#phonepe-pay` } },
  });
}

async function chooseAddress() {
  await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
}

describe('Send order updates on WhatsApp', () => {
  it('is unticked at first, names the chosen address’s phone, and goes with the order as false', async () => {
    const { calls, router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: whatsappCheckoutApi(),
    });
    await screen.findByText('Canvas Tote');
    // No address chosen: no phone to send to.
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await chooseAddress();

    expect(await screen.findByRole('checkbox', { name: BOX })).not.toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with Cash on Delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      paymentMethod: 'COD',
      whatsapp_opt_in: false,
    });
    expect(router.state.location.search).toBe(`?orderId=${ORDER}`);
  });

  it('ticked, goes with the order as true, paid another way too', async () => {
    const { calls } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, { api: whatsappCheckoutApi() });
    await chooseAddress();
    const box = await screen.findByRole('checkbox', { name: BOX });
    await userEvent.click(box);
    expect(box).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      paymentMethod: 'PhonePe',
      whatsapp_opt_in: true,
    });
  });

  it('starts ticked for a phone that already gets updates, and unticking it is what goes', async () => {
    const { calls, router } = openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: whatsappCheckoutApi([
        { phone: '9123456780', opted_in: true },
        { phone: '9876543210', opted_in: true },
      ]),
    });
    await chooseAddress();
    const box = await screen.findByRole('checkbox', { name: BOX });
    await waitFor(() => expect(box).toBeChecked());

    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with Cash on Delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({ whatsapp_opt_in: false });
  });

  it('stays unticked for a phone whose updates were stopped', async () => {
    openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
      api: whatsappCheckoutApi([{ phone: '9876543210', opted_in: false }]),
    });
    await chooseAddress();
    expect(await screen.findByRole('checkbox', { name: BOX })).not.toBeChecked();
  });
});
