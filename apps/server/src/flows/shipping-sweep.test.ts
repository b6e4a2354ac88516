import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shipments } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInUser } from '../testing/fixtures.ts';
import { orderRow, paidOrder, savePickup } from '../testing/checkout-fixtures.ts';
import { shippingProvider } from '../modules/shipping/index.ts';
import { sweepParcels } from './track-parcels.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  // The sweep is run by the test, on a clock moved past the quiet a parcel is asked about after.
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
  await savePickup(app, admin);
});
afterAll(() => app.close());

it('catches up on lost webhooks by asking the provider, and mails only where the parcel is now', async () => {
  const { s, orderId } = await paidOrder(app);
  const shipped = await app.inject({
    method: 'POST',
    url: '/api/admin/shipping/ship',
    headers: { cookie: admin },
    payload: { order_ids: [orderId] },
  });
  const { awb } = shipped.json().data.shipments[0];
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/shiprocket/control',
    payload: { loseWebhooksForSeconds: 120 },
    remoteAddress: '127.0.0.1',
  });
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/shiprocket/play',
    payload: { awb, to: 'delivered', stepMs: 50 },
    remoteAddress: '127.0.0.1',
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await orderRow(app, orderId)).orderStatus).toBe('inProcess');
  await sweepParcels(app, shippingProvider(app), 30 * 60_000, new Date(Date.now() + 60 * 60_000));
  await expect.poll(async () => (await orderRow(app, orderId)).orderStatus).toBe('delivered');
  const [parcel] = await app.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  expect(parcel!.state).toBe('delivered');
  const mailsTo = async () => (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === s.user.email);
  await expect.poll(async () => (await mailsTo()).filter((mail) => mail.subject.includes('delivered')).length).toBe(1);
  const mails = await mailsTo();
  expect(mails.filter((mail) => mail.subject.includes('out for delivery'))).toHaveLength(0);
}, 40_000);
