// Checks the nudge to pay online at checkout (issue 30): with staff's discount on, a note beside the payment buttons says
// what paying online saves and each online button's hint says the total paid online (after any coupon), while Cash on
// Delivery's stays as it was; with it off, nothing changes.
import type { CouponQuote } from '@shop/contract/coupons';
import type { OnlineDiscountRules } from '@shop/contract/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { cartWithTote, checkoutApi } from '#web/testing/checkout-test-data.tsx';
import { openCheckout, quoteFor } from '#web/testing/checkout-screen.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts } from '#web/testing/render-shop-screen.tsx';

afterEach(clearToasts);

const COD = 'Pay with Cash on Delivery';

/** The payments config with staff's discount for paying online (null: off); PayPal shows once it has arrived. */
const configWith =
  (online_discount: OnlineDiscountRules | null): FakeHandlers['GET /api/payments/config'] =>
  () => ({
    success: true,
    data: {
      testMode: true,
      providers: { razorpay: true, phonepe: true, paypal: true },
      razorpayTheme: '#0f766e',
      online_discount,
    },
  });

/** The chosen address's pincode takes Cash on Delivery, without a fee. */
const codDelivery: FakeHandlers['GET /api/shop/delivery/:pincode'] = ({ params }) => ({
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

/** SAVE10 on the tote cart (₹2,398): ₹239.80 off. */
const save10: CouponQuote = { code: 'SAVE10', discount: 239.8, subtotal: 2398, total: 2158.2, description: '10% off' };

function renderCheckout(onlineDiscount: OnlineDiscountRules | null) {
  return openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
    api: checkoutApi(cartWithTote, {
      'GET /api/payments/config': configWith(onlineDiscount),
      'GET /api/shop/delivery/:pincode': codDelivery,
      'POST /api/shop/cart/coupon': () => ({ success: true, message: 'Coupon applied', data: save10 }),
      'POST /api/shop/checkout/quote': quoteFor(cartWithTote, { onlineDiscount, coupons: { SAVE10: save10.discount } }),
    }),
  });
}

/** Chooses the address, so Cash on Delivery is offered beside the online buttons. */
async function chooseAddress() {
  await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
  return screen.findByRole('button', { name: COD });
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

describe('The discount for paying online at checkout', () => {
  it('says what paying online saves beside the buttons, with the online total on their hints, and none for COD', async () => {
    renderCheckout({ enabled: true, kind: 'fixed', value: 50, max_discount: null });
    const note = await screen.findByText('Pay online and save ₹50');
    const cod = await chooseAddress();

    expect(note).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with PhonePe' })).toHaveAccessibleDescription(
      'UPI on your phone · total ₹2,348.00 Pay online and save ₹50',
    );
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveAccessibleDescription(
      'Cards, UPI and net banking · total ₹2,348.00 Pay online and save ₹50',
    );
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toHaveAccessibleDescription(
      'Test mode only · total ₹2,348.00 Pay online and save ₹50',
    );
    // Cash at the door gets no discount, and the order's own total is as it was.
    expect(cod).toHaveAccessibleDescription('Pay in cash when it arrives');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹2,398.00');
  });

  it('works a percent out on the total after a coupon, within its cap', async () => {
    renderCheckout({ enabled: true, kind: 'percent', value: 5, max_discount: 100 });
    expect(await screen.findByText('Pay online and save ₹100')).toBeInTheDocument(); // 5 % of ₹2,398, capped
    await userEvent.type(screen.getByLabelText('Have a coupon?'), 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove coupon SAVE10' });
    const cod = await chooseAddress();

    // 5 % of ₹2,158.20 is ₹107.91: the cap keeps it to ₹100.
    expect(screen.getByText('Pay online and save ₹100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PhonePe' })).toHaveAccessibleDescription(
      'UPI on your phone · total ₹2,058.20 Pay online and save ₹100',
    );
    expect(cod).toHaveAccessibleDescription('Pay in cash when it arrives · total ₹2,158.20');
  });

  it('says paise when the saving has some', async () => {
    renderCheckout({ enabled: true, kind: 'percent', value: 2.5, max_discount: null });
    // 2.5 % of ₹2,398.
    expect(await screen.findByText('Pay online and save ₹59.95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveAccessibleDescription(
      'Cards, UPI and net banking · total ₹2,338.05 Pay online and save ₹59.95',
    );
  });

  it('says nothing and leaves the hints as they were while staff have it off', async () => {
    renderCheckout(null);
    await screen.findByRole('button', { name: 'Pay with PayPal' }); // the config has arrived
    const cod = await chooseAddress();
    expect(screen.getByRole('button', { name: 'Pay with PhonePe' })).toHaveAccessibleDescription('UPI on your phone');
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveAccessibleDescription(
      'Cards, UPI and net banking',
    );
    expect(cod).toHaveAccessibleDescription('Pay in cash when it arrives');
    expect(screen.queryByText(/Pay online and save/)).not.toBeInTheDocument();
  });
});
