// Checks checkout's "Buying for a business? Get a GST invoice" (issue 31): closed, nothing goes with the order; open, the
// GSTIN is checked as it is typed, says its state once valid, and a GSTIN or name that is not right places nothing; a
// valid pair goes with the order, and another GSTIN lets a held order go rather than pay for it.
import { gstinCheckCharacter } from '@shop/contract/india';
import type { NextStep } from '@shop/contract/payments-next';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { cartWithTote, checkoutApi, ORDER, orderCreated } from '#web/testing/checkout-test-data.tsx';
import { openCheckout } from '#web/testing/checkout-screen.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';
import { clearToasts, findToast } from '#web/testing/render-shop-screen.tsx';

// Radix's checkbox measures itself.
beforeEach(stubResizeObserver);
afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  delete window.Razorpay;
  window.location.hash = '';
});

const TOGGLE = 'Buying for a business? Get a GST invoice';
/** A Karnataka GSTIN that checks out, and the same with a wrong last character. */
const GSTIN = '29AABCU9603R1Z' + gstinCheckCharacter('29AABCU9603R1Z');
const WRONG_CHECK = GSTIN.slice(0, 14) + (GSTIN.endsWith('A') ? 'B' : 'A');
const OTHER_GSTIN = '27AAPFU0939F1Z' + gstinCheckCharacter('27AAPFU0939F1Z');
const OTHER_ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b02';

const redirect: NextStep = { kind: 'redirect', url: `${window.location.origin}/#phonepe-pay` };
const modal: NextStep = {
  kind: 'modal',
  provider: 'razorpay',
  key: 'rzp_test_key',
  order_id: 'order_rzp9',
  amount: 239800,
  script: '/api/sandbox/razorpay/checkout.js?build=7',
};

/** Each order call gets the next answer in turn (the last again once they run out). */
function renderCheckout(...answers: { orderId?: string; next: NextStep }[]) {
  let call = 0;
  const createOrder: FakeHandlers['POST /api/shop/order/create'] = () => {
    const { orderId = ORDER, next } = answers[Math.min(call++, answers.length - 1)] ?? { next: redirect };
    return { ...orderCreated, order_id: orderId, next };
  };
  return openCheckout(<CheckoutPage AddressBook={AddressBook} />, {
    api: checkoutApi(cartWithTote, {
      'POST /api/shop/order/create': createOrder,
      'POST /api/shop/order/cancel/:id': () => ({ success: true, message: 'Payment cancelled.' }),
    }),
  });
}

async function chooseAddress() {
  await userEvent.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
}

/** Opens the section and types what is given. */
async function askForInvoice({ gstin, name }: { gstin?: string; name?: string }) {
  await userEvent.click(await screen.findByRole('checkbox', { name: TOGGLE }));
  if (gstin) await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), gstin);
  if (name) await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), name);
}

/** Stands in for Razorpay's checkout.js: records what it was opened with. */
function fakeRazorpay() {
  const opened: { modal: { ondismiss: () => void } }[] = [];
  window.Razorpay = class {
    private options: (typeof opened)[number];
    constructor(options: (typeof opened)[number]) {
      this.options = options;
    }
    on() {}
    open() {
      opened.push(this.options);
    }
  } as unknown as typeof window.Razorpay;
  return opened;
}

describe('Buying for a business at checkout', () => {
  it('is closed at first, and then nothing about a business goes with the order', async () => {
    const { calls } = renderCheckout({ next: redirect });
    await chooseAddress();
    expect(await screen.findByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    const body = calls('POST', '/api/shop/order/create')[0]?.body;
    expect(body).not.toHaveProperty('buyer_gstin');
    expect(body).not.toHaveProperty('buyer_business_name');
  });

  it('says a GSTIN whose check character is wrong is wrong, and paying places nothing but goes back to it', async () => {
    const { calls } = renderCheckout({ next: redirect });
    await chooseAddress();
    await askForInvoice({ gstin: WRONG_CHECK, name: 'Umbrella Traders' });
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription('The GSTIN’s last character does not check out');
    expect(screen.queryByText(/Registered in/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    expect(gstin).toHaveFocus();
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(0);
    expect(window.location.hash).toBe('');
  });

  it('open but empty: paying asks for the GSTIN, then for the name, and places nothing', async () => {
    const { calls } = renderCheckout({ next: redirect });
    await chooseAddress();
    await askForInvoice({});
    const pay = screen.getByRole('button', { name: 'Pay with PhonePe' });

    await userEvent.click(pay);
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    expect(gstin).toHaveFocus();
    expect(gstin).toHaveAccessibleDescription('Enter the business’s GSTIN');

    await userEvent.type(gstin, GSTIN);
    await userEvent.click(pay);
    const name = screen.getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the business name that goes with the GSTIN');
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(0);
  });

  it('a valid GSTIN says its state, and goes with the business name on the order, upper-cased and trimmed', async () => {
    const { calls } = renderCheckout({ next: redirect });
    await chooseAddress();
    await askForInvoice({ gstin: ` ${GSTIN.toLowerCase()} `, name: 'Umbrella Traders ' });
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    expect(gstin).not.toHaveAttribute('aria-invalid');
    expect(gstin).toHaveAccessibleDescription('Registered in Karnataka');

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({
      paymentMethod: 'PhonePe',
      buyer_gstin: GSTIN,
      buyer_business_name: 'Umbrella Traders',
    });
  });

  it('unticked again, sends nothing about the business even with the fields filled in', async () => {
    const { calls } = renderCheckout({ next: redirect });
    await chooseAddress();
    await askForInvoice({ gstin: GSTIN, name: 'Umbrella Traders' });
    await userEvent.click(screen.getByRole('checkbox', { name: TOGGLE }));

    await userEvent.click(screen.getByRole('button', { name: 'Pay with PhonePe' }));
    await waitFor(() => expect(window.location.hash).toBe('#phonepe-pay'));
    expect(calls('POST', '/api/shop/order/create')[0]?.body).not.toHaveProperty('buyer_gstin');
  });

  it('another GSTIN after closing Razorpay lets the held order go and places one for the new business', async () => {
    const opened = fakeRazorpay();
    const { calls } = renderCheckout({ next: modal }, { orderId: OTHER_ORDER, next: modal });
    await chooseAddress();
    await askForInvoice({ gstin: GSTIN, name: 'Umbrella Traders' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();
    expect(await findToast('Payment cancelled')).toBeInTheDocument();

    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await userEvent.clear(gstin);
    await userEvent.type(gstin, OTHER_GSTIN);
    expect(gstin).toHaveAccessibleDescription('Registered in Maharashtra');
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(calls('POST', `/api/shop/order/cancel/${ORDER}`)).toHaveLength(1);
    expect(calls('POST', '/api/shop/order/create')[1]?.body).toMatchObject({ buyer_gstin: OTHER_GSTIN });
    expect(sessionStorage.getItem('currentOrderId')).toBe(OTHER_ORDER);
  });
});
