// Owns the dispatcher's tests: the whole table of what follows each order event, each effect once even when its first
// try fails (the sandboxes' drills, a mail sink that cannot write; then the dispatcher's clock moved past the back-off),
// and staff's reject of an order whose parcel is booked.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderOutbox, refunds, sandboxRecords, shipments } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import type { TestApp } from '../testing/test-app.ts';
import { SANDBOX } from '../modules/payments/sandbox/sandbox-keys.ts';
import {
  confirmCod,
  confirmedCodOrder,
  openShop,
  orderRow,
  paidOrder,
  placeOrder,
  readyShopper,
  type ReadyShopper,
  savePickup,
  until,
} from '../testing/checkout-fixtures.ts';
import { cancelUnconfirmedOrders } from './confirm-cod.ts';
import { ORDER_EFFECTS, TELL_STAFF_AFTER } from './order-effects.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  await savePickup(app, admin);
});
afterAll(() => app.close());

const asStaff = () => ({ cookie: admin });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const effectRows = (orderId: string, effect: string) =>
  app.db
    .select()
    .from(orderOutbox)
    .where(and(eq(orderOutbox.orderId, orderId), eq(orderOutbox.effect, effect)));

const mailsTo = async (s: ReadyShopper) =>
  (await readOutbox(app.mailer.outbox!, 100_000)).filter((mail) => mail.to === s.user.email);

/** The mail sink cannot write (its folder is a file) while `work` runs. */
async function mailDown<T>(work: () => Promise<T>): Promise<T> {
  const outbox = app.mailer.outbox!;
  await mkdir(outbox, { recursive: true });
  await rename(outbox, `${outbox}-away`);
  await writeFile(outbox, 'not a folder');
  try {
    return await work();
  } finally {
    await rm(outbox);
    await rename(`${outbox}-away`, outbox);
  }
}

/**
 * The effect's first try failed and waits its back-off: a round before it is over runs nothing, a round after it runs
 * the effect, once, and later rounds leave it done.
 */
async function runsOnceAfterItsFirstFailure(orderId: string, effect: string) {
  const [failed] = await effectRows(orderId, effect);
  expect(failed, `${effect} was written`).toBeDefined();
  expect(failed).toMatchObject({ attempts: 1, doneAt: null });
  expect(failed!.lastError).toBeTruthy();
  await app.orderEffects.runDue(new Date(failed!.nextAttemptAt.getTime() - 1000));
  expect((await effectRows(orderId, effect))[0]).toMatchObject({ attempts: 1, doneAt: null });
  await app.orderEffects.runDue(new Date(failed!.nextAttemptAt.getTime() + 1000));
  const [done] = await effectRows(orderId, effect);
  expect(done).toMatchObject({ attempts: 2, lastError: null });
  expect(done!.doneAt).not.toBeNull();
  await app.orderEffects.runDue(minutesFromNow(24 * 60));
  expect((await effectRows(orderId, effect))[0]!.attempts).toBe(2);
}

/** A paid order whose confirmation mail has gone (it leaves after the payment is recorded). */
async function paidAndMailed() {
  const paid = await paidOrder(app);
  await until(async () => (await mailsTo(paid.s)).length > 0);
  return paid;
}

const setStatus = (orderId: string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/update/${orderId}`, headers: asStaff(), payload: body });

const cancelAsShopper = (s: ReadyShopper, orderId: string) =>
  app.inject({ method: 'POST', url: `/api/shop/order/cancel/${orderId}`, headers: s.headers });

const shipOne = async (orderId: string) => {
  const shipped = await app.inject({
    method: 'POST',
    url: '/api/admin/shipping/ship',
    headers: asStaff(),
    payload: { order_ids: [orderId] },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  expect(shipped.json().data.shipments[0]).toMatchObject({ status: 'booked' });
  return shipped.json().data.shipments[0] as { awb: string };
};

const courierDrill = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/sandbox/shiprocket/control', payload, remoteAddress: '127.0.0.1' });

/** What the courier's sandbox holds of the order's parcel: its status there. */
const atTheCourier = async (orderId: string) =>
  (await app.db.select().from(sandboxRecords).where(eq(sandboxRecords.provider, 'shiprocket')))
    .filter((row) => row.kind === 'order' && JSON.stringify(row.data).includes(orderId))
    .map((row) => row.data.status);

const details = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/details/${orderId}`, headers: asStaff() })).json().data;

describe('the table of what follows each order event', () => {
  it('is this, whole', () => {
    expect(ORDER_EFFECTS).toEqual({
      pay: ['confirmedWhatsApp'],
      release: [],
      setStatus: ['stepMail', 'cancelParcel'],
      cancel: ['cancelParcel', 'cancellationMail'],
      confirmCod: ['confirmationMail'],
      codNotConfirmed: ['unconfirmedMail'],
      returnToOrigin: ['stepMail'],
      courierScan: [],
      parcelReturned: [],
      collectCash: ['invoice'],
      refundSettled: [],
      refundOpened: ['sendRefund'],
      refundEnded: ['refundMail'],
      trackingSaved: ['stepMail'],
      returnStep: ['returnMail'],
    });
  });
});

describe("staff's reject", () => {
  it('cancels a parcel booked and not yet picked up, at the courier too', async () => {
    const { orderId } = await paidOrder(app);
    await shipOne(orderId);
    const rejected = await setStatus(orderId, { orderStatus: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const order = await details(orderId);
    expect(order.order_status).toBe('rejected');
    expect(order.shipment).toMatchObject({ status: 'cancelled' });
    expect(await atTheCourier(orderId)).toEqual(['CANCELED']);
  });

  it('leaves a parcel the courier has delivered as it is', async () => {
    const { orderId } = await paidOrder(app);
    const { awb } = await shipOne(orderId);
    const played = await app.inject({
      method: 'POST',
      url: '/api/sandbox/shiprocket/play',
      payload: { awb, to: 'delivered', stepMs: 50 },
      remoteAddress: '127.0.0.1',
    });
    expect(played.statusCode, played.body).toBe(200);
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'delivered');
    expect((await setStatus(orderId, { orderStatus: 'rejected' })).statusCode).toBe(200);
    expect((await details(orderId)).shipment).toMatchObject({ status: 'delivered' });
    expect(await atTheCourier(orderId)).not.toContain('CANCELED');
    expect((await effectRows(orderId, 'cancelParcel')).every((row) => row.doneAt !== null)).toBe(true);
  });
});

describe('each effect once, when its first try fails', () => {
  it("sendRefund: a refund whose provider's answer was lost is asked again with the same key, and made once", async () => {
    const { s, orderId } = await paidOrder(app);
    // The refund is made, its answer held past our timeout, and the provider's webhook about it lost.
    const drill = (seconds: number) =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/control',
        payload: { stallRefundsForSeconds: seconds, loseWebhooksForSeconds: seconds },
      });
    await drill(30);
    try {
      expect((await cancelAsShopper(s, orderId)).statusCode).toBe(200);
      await until(async () => Boolean((await effectRows(orderId, 'sendRefund'))[0]?.lastError));
    } finally {
      await drill(0);
    }
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: null });
    // The refund's own claim lasts half a minute of the wall clock; its minute is over too.
    await app.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refunds.id, refund!.id));
    await runsOnceAfterItsFirstFailure(orderId, 'sendRefund');
    const order = await orderRow(app, orderId);
    const auth = `Basic ${Buffer.from(`${SANDBOX.razorpay.keyId}:${SANDBOX.razorpay.keySecret}`).toString('base64')}`;
    const made = await app.inject({
      method: 'GET',
      url: `/api/sandbox/razorpay/v1/payments/${order.paymentId}/refunds`,
      headers: { authorization: auth },
    });
    expect(made.json().items).toHaveLength(1);
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'refunded');
  }, 60_000);

  it('cancelParcel: a courier that is down when the shopper cancels cancels the parcel once it is back', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    await shipOne(orderId);
    await courierDrill({ downForSeconds: 30 });
    try {
      expect((await cancelAsShopper(s, orderId)).statusCode).toBe(200);
    } finally {
      await courierDrill({ downForSeconds: 0 });
    }
    expect((await app.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!.state).toBe('booked');
    await runsOnceAfterItsFirstFailure(orderId, 'cancelParcel');
    expect((await details(orderId)).shipment).toMatchObject({ status: 'cancelled' });
    expect(await atTheCourier(orderId)).toEqual(['CANCELED']);
  });

  it("stepMail: staff's move is mailed once the mail goes again", async () => {
    const { s, orderId } = await paidAndMailed();
    const before = (await mailsTo(s)).length;
    await mailDown(async () => expect((await setStatus(orderId, { orderStatus: 'inShipping' })).statusCode).toBe(200));
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'stepMail');
    expect(await mailsTo(s)).toHaveLength(before + 1);
  });

  it("cancellationMail: the shopper's cancellation is mailed once", async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    const before = (await mailsTo(s)).length;
    await mailDown(async () => expect((await cancelAsShopper(s, orderId)).statusCode).toBe(200));
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'cancellationMail');
    expect((await mailsTo(s)).filter((mail) => mail.subject.includes('cancelled'))).toHaveLength(1);
  });

  it('confirmationMail: a confirmed Cash on Delivery order is confirmed by mail once', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const before = (await mailsTo(s)).length;
    await mailDown(() => confirmCod(app, s, orderId));
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'confirmationMail');
    expect(await mailsTo(s)).toHaveLength(before + 1);
  });

  it('unconfirmedMail: an order nobody confirmed in time is mailed as cancelled once', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const before = (await mailsTo(s)).length;
    await mailDown(() => cancelUnconfirmedOrders(app, minutesFromNow(8 * 24 * 60)));
    expect((await orderRow(app, orderId)).orderStatus).toBe('cancelled');
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'unconfirmedMail');
    expect(await mailsTo(s)).toHaveLength(before + 1);
  });

  it("refundMail: a transfer staff recorded is mailed once, and the invoice of the order's cash issued once", async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    expect((await setStatus(orderId, { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await effectRows(orderId, 'invoice'))[0]).toMatchObject({ attempts: 1 });
    expect((await effectRows(orderId, 'invoice'))[0]!.doneAt).not.toBeNull();
    const before = (await mailsTo(s)).length;
    await mailDown(async () => {
      const refunded = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/refund/${orderId}`,
        headers: asStaff(),
        payload: { amount: 100, reason: 'Goodwill', reference: 'UPI-123456' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
    });
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'refundMail');
    expect((await mailsTo(s)).filter((mail) => mail.subject.includes('refund'))).toHaveLength(1);
  });

  it("returnMail: a return's request is mailed once", async () => {
    const { s, orderId } = await paidAndMailed();
    expect((await setStatus(orderId, { orderStatus: 'delivered' })).statusCode).toBe(200);
    const order = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    const before = (await mailsTo(s)).length;
    await mailDown(async () => {
      const asked = await app.inject({
        method: 'POST',
        url: `/api/shop/order/return/${orderId}`,
        headers: s.headers,
        payload: { items: [{ order_item_id: order.cart_items[0]._id, quantity: 1, reason: 'too_small' }], note: '' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
    });
    expect(await mailsTo(s)).toHaveLength(before);
    await runsOnceAfterItsFirstFailure(orderId, 'returnMail');
    expect(await mailsTo(s)).toHaveLength(before + 1);
  });

  it('tells staff on the timeline when an effect has failed three times', async () => {
    const { orderId } = await paidAndMailed();
    await mailDown(async () => {
      expect((await setStatus(orderId, { orderStatus: 'inShipping' })).statusCode).toBe(200);
      for (let tries = 2; tries <= TELL_STAFF_AFTER; tries += 1) {
        const [row] = await effectRows(orderId, 'stepMail');
        await app.orderEffects.runDue(new Date(row!.nextAttemptAt.getTime() + 1000));
      }
    });
    const [row] = await effectRows(orderId, 'stepMail');
    expect(row).toMatchObject({ attempts: TELL_STAFF_AFTER, doneAt: null });
    const notes = (await details(orderId)).events.filter((event: { note: string | null }) =>
      event.note?.includes('failed 3 times'),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].note).toContain("Mailing the shopper of the order's new status");
    expect((await details(orderId)).failing_effects).toEqual([
      expect.objectContaining({
        event: 'setStatus',
        effect: 'stepMail',
        description: "Mailing the shopper of the order's new status",
        attempts: TELL_STAFF_AFTER,
      }),
    ]);
    await app.orderEffects.runDue(new Date(row!.nextAttemptAt.getTime() + 1000));
    expect((await effectRows(orderId, 'stepMail'))[0]!.doneAt).not.toBeNull();
    expect((await details(orderId)).failing_effects).toEqual([]);
  });
});
