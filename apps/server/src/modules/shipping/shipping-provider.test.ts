import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { shippingProvider } from './shipping-provider.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('the shop’s courier aggregator', () => {
  it('is the Shiprocket sandbox without credentials, mounted at /api/sandbox/shiprocket', async () => {
    const shipping = shippingProvider(app);
    expect(shipping).toMatchObject({ sandboxed: true, pickupLocation: 'Primary' });
    const offers = await shipping.provider!.serviceability({
      pickupPincode: '201301',
      deliveryPincode: '110001',
      weightGrams: 900,
      cod: true,
      declaredPaise: 250_000,
    });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.cod)).toBe(true);
  });
});
