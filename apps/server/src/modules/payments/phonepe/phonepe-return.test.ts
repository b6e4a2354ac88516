import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { orderRow, readyShopper, type ReadyShopper } from '../../../testing/checkout-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Callbacks go missing here, so only the shopper's return (or the sweep) can settle a payment.
  await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { loseWebhooksForSeconds: 600 } });
});
afterAll(() => app.close());

/** Starts a PhonePe payment and pays it on the hosted page; answers the link PhonePe sends the browser back to. */
async function paidOnPhonePe(s: ReadyShopper) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/phonepe/payment/order',
    headers: s.headers,
    payload: { orderData: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' } },
  });
  const done = await app.inject({
    method: 'POST',
    url: `${new URL(started.json().redirectURL).pathname}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  const back = new URL(done.headers.location!);
  return { orderId: started.json().order_id as string, returnUrl: back.pathname + back.search };
}

/** While it lasts, every call to a provider's API hangs past our timeout. */
async function whileProvidersStall<T>(work: () => Promise<T>): Promise<T> {
  await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 60 } });
  try {
    return await work();
  } finally {
    await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 0 } });
  }
}

describe('coming back from PhonePe', () => {
  it('takes the signed-in owner to payment-success with only the order id; once settled, PhonePe is not asked again', async () => {
    const s = await readyShopper(app);
    const { orderId, returnUrl } = await paidOnPhonePe(s);
    const back = await app.inject({ method: 'GET', url: returnUrl, headers: s.headers });
    expect(back.headers.location).toBe(`/shop/payment-success?orderId=${orderId}`);
    expect((await orderRow(app, orderId)).paymentStatus).toBe('paid');

    const again = await whileProvidersStall(async () => {
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: returnUrl, headers: s.headers });
      return { answer, ms: Date.now() - started };
    });
    expect(again.answer.headers.location).toBe(`/shop/payment-success?orderId=${orderId}`);
    expect(again.ms).toBeLessThan(3000);
  });

  it('tells anyone but the owner nothing, and asks PhonePe nothing for them', async () => {
    const s = await readyShopper(app);
    const { orderId, returnUrl } = await paidOnPhonePe(s);
    const stranger = await signedInUser(app);
    const answers = await whileProvidersStall(() =>
      Promise.all([
        app.inject({ method: 'GET', url: returnUrl }),
        app.inject({ method: 'GET', url: returnUrl, headers: { cookie: stranger.cookie } }),
      ]),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/shop/account');
    }
    expect((await orderRow(app, orderId)).paymentStatus).toBe('pending');
  });

  it('the 61st return in 15 minutes from one address is refused with a 429', async () => {
    const url = '/api/phonepe/payment/return?orderId=00000000-0000-4000-8000-000000000000';
    const statuses = [];
    for (let k = 0; k < 61; k += 1) {
      statuses.push((await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.23' })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 303)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.24' })).statusCode).toBe(303);
  });
});
