// Checks what checkout's order form posts without JavaScript says about a GST invoice and WhatsApp: only a ticked box
// asks for the invoice (fields left typed and unticked ask for nothing), in the page's own words when they are wrong;
// and what checkout's action answers the plain form and the running app, the one path both place an order by.
import { gstinCheckCharacter } from '@shop/contract/india';
import { MESSAGES } from '@shop/contract/messages';
import type { NextStep } from '@shop/contract/payments-next';
import { describe, expect, it } from 'vitest';
import { businessBuyerProblem } from '#web/features/checkout/business-invoice.tsx';
import { paymentAction, postedPayment } from '#web/features/checkout/checkout-actions.ts';
import { cartWithTote, checkoutApi, home, ORDER, orderCreated } from '#web/testing/checkout-test-data.tsx';
import { fakeServer } from '#web/testing/fake-server.ts';
import { testShopper } from '#web/testing/render-shop-screen.tsx';

const OTHER_ORDER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b02';

const GSTIN = '27AAPFU0939F1Z' + gstinCheckCharacter('27AAPFU0939F1Z');
const read = (fields: Record<string, string>) => (name: string) => fields[name]?.trim() ?? '';

describe('checkout’s form posted without JavaScript', () => {
  it('asks for a GST invoice only with its box ticked, and takes the WhatsApp box as ticked', () => {
    const typed = { address_id: 'a1', buyer_gstin: GSTIN, buyer_business_name: 'Kulkarni Traders' };
    expect(postedPayment(read(typed))).toMatchObject({ businessInvoice: null, whatsappOptIn: false });
    expect(postedPayment(read({ ...typed, gst_invoice: 'on', whatsapp_opt_in: 'on' }))).toMatchObject({
      businessInvoice: { gstin: GSTIN, businessName: 'Kulkarni Traders' },
      whatsappOptIn: true,
    });
  });

  it('says what stops a GST invoice with the words the page says under its fields', () => {
    expect(businessBuyerProblem('', 'Kulkarni Traders')).toBe('Enter the business’s GSTIN');
    expect(businessBuyerProblem(` ${GSTIN.toLowerCase()} `, '')).toBe(
      'Give the business name that goes with the GSTIN',
    );
    expect(businessBuyerProblem(GSTIN, 'Kulkarni Traders')).toBeUndefined();
  });
});

describe('checkout’s action, the one path an order is placed by', () => {
  const modal = {
    kind: 'modal' as const,
    provider: 'razorpay' as const,
    key: 'rzp_test_key',
    order_id: 'order_rzp1',
    amount: 239800,
    script: '/api/sandbox/razorpay/checkout.js',
  };
  const placing = (next: NextStep) =>
    fakeServer(
      checkoutApi(cartWithTote, {
        'POST /api/shop/order/create': () => ({ ...orderCreated, next }),
        'POST /api/shop/order/cancel/:id': () => ({ success: true, message: 'Payment cancelled.' }),
      }),
      { user: testShopper },
    );
  const posted = (fields: Record<string, string>) => read({ address_id: home._id, ...fields });

  it('answers the app the placed order with its in-page step, after letting go of the order it held', async () => {
    const { calls, requests } = placing(modal);
    const reply = await paymentAction(
      posted({ intent: 'razorpay', 'from-app': '1', release_order_id: OTHER_ORDER }),
      '/shop/checkout',
    );
    expect(reply).toEqual({ app: { placed: expect.objectContaining({ orderId: ORDER, next: modal }) } });
    expect(calls('POST', '/api/shop/order/create')[0]?.body).toMatchObject({ paymentMethod: 'Razorpay' });
    const paths = requests.map((request) => request.path);
    expect(paths.indexOf(`/api/shop/order/cancel/${OTHER_ORDER}`)).toBeLessThan(
      paths.indexOf('/api/shop/order/create'),
    );
  });

  it('sends the plain form to PhonePe’s page, and places nothing for a way to pay only the app can take', async () => {
    const { calls } = placing({ kind: 'redirect', url: 'https://phonepe.example/pay' });
    expect(await paymentAction(posted({ intent: 'phonepe' }), '/shop/checkout')).toEqual({
      provider: 'https://phonepe.example/pay',
    });
    expect(await paymentAction(posted({ intent: 'razorpay' }), '/shop/checkout')).toEqual({ to: '/shop/checkout' });
    expect(calls('POST', '/api/shop/order/create')).toHaveLength(1);
  });

  it('lets an order go whose in-page step the plain form cannot take, and says so on checkout', async () => {
    const { calls } = placing(modal);
    expect(await paymentAction(posted({ intent: 'cod' }), '/shop/checkout')).toEqual({
      to: `/shop/checkout?address=${home._id}`,
      flash: { title: MESSAGES.paymentError, variant: 'destructive' },
    });
    expect(calls('POST', `/api/shop/order/cancel/${ORDER}`)).toHaveLength(1);
  });
});
