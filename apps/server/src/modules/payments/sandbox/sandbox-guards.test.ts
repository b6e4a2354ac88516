import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { SANDBOX } from './sandbox-keys.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
});
afterAll(() => app.close());

const VISITOR = '203.0.113.7';
const phonePeTokenForm =
  `client_id=${SANDBOX.phonepe.clientId}&client_secret=${SANDBOX.phonepe.clientSecret}` +
  '&client_version=1&grant_type=client_credentials';
const phonePeToken = (remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/sandbox/phonepe/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: phonePeTokenForm,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const payPalAuth = `Basic ${Buffer.from(`${SANDBOX.paypal.clientId}:${SANDBOX.paypal.clientSecret}`).toString('base64')}`;

describe('the sandbox’s hosted pages send shoppers only into the shop', () => {
  it('PhonePe refuses a redirectUrl outside PUBLIC_URL when the payment is made', async () => {
    const token = (await phonePeToken()).json().access_token;
    const pay = (merchantOrderId: string, redirectUrl: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/phonepe/checkout/v2/pay',
        headers: { authorization: `O-Bearer ${token}` },
        payload: {
          merchantOrderId,
          amount: 100,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl } },
        },
      });
    for (const elsewhere of [
      'https://evil.example/steal',
      'https://shop.example.in.evil.example/steal',
      'http://shop.example.in/api/phonepe/payment/return',
      '/relative/path',
    ]) {
      const refused = await pay('phish1', elsewhere);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('redirectUrl must be on this shop');
    }
    const ours = await pay('ours1', 'https://shop.example.in/api/phonepe/payment/return?orderId=x');
    expect(ours.statusCode).toBe(200);
  });

  it('the redirect provider refuses return and cancel URLs outside PUBLIC_URL when the order is made', async () => {
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/sandbox/paypal/v1/oauth2/token',
        headers: { authorization: payPalAuth },
      })
    ).json().access_token;
    const create = (returnUrl: string, cancelUrl: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/paypal/v2/checkout/orders',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'INR', value: '10.00' } }],
          application_context: { return_url: returnUrl, cancel_url: cancelUrl },
        },
      });
    const shop = 'https://shop.example.in/shop/paypal-return';
    expect((await create('https://evil.example/', shop)).statusCode).toBe(400);
    expect((await create(shop, 'https://evil.example/')).statusCode).toBe(400);
    expect((await create(shop, 'https://shop.example.in/shop/checkout?payment=cancelled')).statusCode).toBe(201);
  });
});

describe('the sandbox’s API, open to anyone, is limited per address', () => {
  it('the 21st token in 15 minutes from a visitor is refused; the shop’s own calls are not counted', async () => {
    const statuses = [];
    for (let k = 0; k < 21; k += 1) statuses.push((await phonePeToken(VISITOR)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await phonePeToken()).statusCode).toBe(200);
  });

  it('so are Razorpay orders: the 31st from a visitor is refused', async () => {
    const auth = `Basic ${Buffer.from(`${SANDBOX.razorpay.keyId}:${SANDBOX.razorpay.keySecret}`).toString('base64')}`;
    const statuses = [];
    for (let k = 0; k < 31; k += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/sandbox/razorpay/v1/orders',
        headers: { authorization: auth },
        payload: { amount: 100, currency: 'INR', receipt: `r${k}` },
        remoteAddress: VISITOR,
      });
      statuses.push(created.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
