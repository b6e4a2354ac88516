import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { orderEvents, orders, products, sandboxRecords, shipmentEvents, shipments } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import type { TestApp } from '../testing/test-app.ts';
import { shiprocketSandboxKeys } from '../modules/shipping/index.ts';
import {
  confirmedCodOrder,
  openShop,
  orderRow,
  paidOrder,
  readyShopper,
  savePickup,
  until,
} from '../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  await savePickup(app, admin);
});
afterAll(() => app.close());

const asStaff = () => ({ cookie: admin });

const ship = (orderIds: string[], courierId?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/shipping/ship',
    headers: asStaff(),
    payload: { order_ids: orderIds, ...(courierId ? { courier_id: courierId } : {}) },
  });

const drill = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/sandbox/shiprocket/control', payload, remoteAddress: '127.0.0.1' });

const play = async (awb: string, to: 'delivered' | 'undelivered' | 'rto') => {
  const played = await app.inject({
    method: 'POST',
    url: '/api/sandbox/shiprocket/play',
    payload: { awb, to, stepMs: 50 },
    remoteAddress: '127.0.0.1',
  });
  expect(played.statusCode, played.body).toBe(200);
};

const details = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/details/${orderId}`, headers: asStaff() })).json().data;

const shipmentRows = (orderId: string) => app.db.select().from(shipments).where(eq(shipments.orderId, orderId));

const mailsAbout = async (email: string, subject: string) =>
  (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === email && mail.subject.includes(subject));

async function shipOne(orderId: string) {
  const shipped = await ship([orderId]);
  expect(shipped.statusCode, shipped.body).toBe(200);
  const [parcel] = shipped.json().data.shipments;
  expect(parcel).toMatchObject({ order_id: orderId, status: 'booked' });
  return parcel as { awb: string; courier_name: string; order_number: string };
}

describe('shipping an order through the courier aggregator', () => {
  it('lists the couriers for the pincode, cheapest and fastest marked, and books the chosen one once', async () => {
    const { orderId } = await paidOrder(app);
    const rates = await app.inject({ method: 'GET', url: `/api/admin/shipping/rates/${orderId}`, headers: asStaff() });
    expect(rates.statusCode, rates.body).toBe(200);
    const couriers = rates.json().data as {
      courier_id: string;
      rate: number;
      etd: string;
      cheapest: boolean;
      fastest: boolean;
    }[];
    expect(couriers.length).toBeGreaterThan(1);
    expect(couriers.filter((c) => c.cheapest).length).toBeGreaterThan(0);
    expect(couriers.filter((c) => c.fastest).length).toBeGreaterThan(0);
    expect(couriers[0]!.etd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const chosen = couriers.at(-1)!;

    const first = await ship([orderId], chosen.courier_id);
    expect(first.statusCode, first.body).toBe(200);
    const again = await ship([orderId]);
    expect(again.json().data.shipments[0].awb).toBe(first.json().data.shipments[0].awb);
    expect(await shipmentRows(orderId)).toHaveLength(1);
    expect((await orderRow(app, orderId)).orderStatus).toBe('inProcess');
    const order = await details(orderId);
    expect(order.shipment).toMatchObject({ awb: first.json().data.shipments[0].awb, status: 'booked' });
    expect(order.shipment.promised_date).toBe(chosen.etd);
    // The price staff were shown is the price booked (both by the parcel's charged weight).
    expect(order.shipment.charge).toBe(chosen.rate);
    // Booked: staff are not offered "Ship" for it again.
    expect(order.allowed_actions).not.toContain('ship');
  });

  it('prints one labels PDF for several orders, with each AWB, order number and the COD amount', async () => {
    const paid = await paidOrder(app);
    const s = await readyShopper(app);
    const cod = await confirmedCodOrder(app, s);
    const shipped = await ship([paid.orderId, cod.order_id]);
    expect(shipped.json().data.failed).toEqual([]);
    const parcels = shipped.json().data.shipments as { awb: string; order_number: string }[];
    expect(shipped.json().data.labels_url).toContain(paid.orderId);
    const pdf = await app.inject({ method: 'GET', url: shipped.json().data.labels_url, headers: asStaff() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    expect(document.numPages).toBe(2);
    const { text } = await extractText(document, { mergePages: true });
    for (const parcel of parcels) {
      expect(text).toContain(parcel.awb);
      expect(text).toContain(parcel.order_number);
    }
    expect(text).toContain('2,500.00');
    const manifest = await app.inject({ method: 'GET', url: shipped.json().data.manifest_url, headers: asStaff() });
    expect(manifest.statusCode).toBe(200);
  });

  it('moves the order as the parcel is scanned, with one mail per step however often a webhook arrives', async () => {
    const { s, orderId } = await paidOrder(app);
    const { awb } = await shipOne(orderId);
    await drill({ duplicateWebhooksForSeconds: 60 });
    await play(awb, 'delivered');
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'delivered');
    await drill({ duplicateWebhooksForSeconds: 0 });
    await new Promise((resolve) => setTimeout(resolve, 800));

    const order = await orderRow(app, orderId);
    expect(order.deliveredAt).not.toBeNull();
    const scans = await app.db
      .select()
      .from(shipmentEvents)
      .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
      .where(eq(shipments.orderId, orderId));
    expect(scans.map((scan) => scan.shipment_events.state)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(await mailsAbout(s.user.email, 'on its way')).toHaveLength(1);
    expect(await mailsAbout(s.user.email, 'out for delivery')).toHaveLength(1);
    expect(await mailsAbout(s.user.email, 'delivered')).toHaveLength(1);

    const shopperView = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    expect(shopperView.shipment.status).toBe('delivered');
    expect(shopperView.shipment.events.map((e: { status: string }) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(shopperView.shipment.cod).toBeUndefined();
    expect(shopperView.allowed_actions).toContain('return');
    // The staff timeline has each scan, in order.
    const timeline = await app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.field, 'shipment')));
    expect(timeline.map((row) => row.toValue)).toEqual([
      'booked',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('ends delivered when the webhooks arrive out of order', async () => {
    const { orderId } = await paidOrder(app);
    const { awb } = await shipOne(orderId);
    await drill({ reorderWebhooksForSeconds: 60 });
    await play(awb, 'delivered');
    await until(async () => (await shipmentRows(orderId))[0]!.state === 'delivered');
    await drill({ reorderWebhooksForSeconds: 0 });
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'delivered');
  });

  it('moves no money on a forged "delivered" that the courier’s tracking contradicts, or one naming another order', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    const { awb } = await shipOne(orderId);
    const token = shiprocketSandboxKeys(app.dataDir).webhookToken;
    const webhook = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/shipping/shiprocket/webhook', headers: { 'x-api-key': token }, payload });
    const delivered = {
      awb,
      shipment_status_id: 7,
      shipment_status: 'DELIVERED',
      current_timestamp: '2026-12-07 20:12:00',
      scans: [
        {
          date: '2026-12-07 20:12:00',
          status: 'DELIVERED',
          activity: 'Delivered',
          location: 'Mumbai',
          'sr-status': '7',
          'sr-status-label': 'DELIVERED',
        },
      ],
    };
    expect((await webhook(delivered)).statusCode).toBe(200);
    const shipped = {
      ...delivered,
      order_id: 'someone-elses-order',
      shipment_status_id: 6,
      shipment_status: 'SHIPPED',
      scans: [{ ...delivered.scans[0], status: 'SHIPPED', 'sr-status': '6', 'sr-status-label': 'SHIPPED' }],
    };
    expect((await webhook(shipped)).statusCode).toBe(200);
    const order = await orderRow(app, orderId);
    expect(order).toMatchObject({ orderStatus: 'inProcess', paymentStatus: 'pending' });
    expect((await shipmentRows(orderId))[0]!.state).toBe('booked');
    // The real delivery, which tracking confirms, still collects the cash.
    await play(awb, 'delivered');
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'paid');
  });

  it('refuses a webhook without the token', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/shipping/shiprocket/webhook',
      headers: { 'x-api-key': 'not-the-token' },
      payload: { awb: '123', current_status: 'DELIVERED', current_status_id: 7 },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('failed deliveries and returns to origin', () => {
  it('shows a failed attempt to staff, mails the shopper, and delivers after a re-attempt: the COD cash collected', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    const { awb } = await shipOne(orderId);
    await play(awb, 'undelivered');
    await until(
      async () =>
        (await details(orderId)).shipment?.ndr !== null && (await details(orderId)).shipment?.ndr !== undefined,
    );
    const order = await details(orderId);
    expect(order.shipment.status).toBe('undelivered');
    expect(order.shipment.ndr).toMatchObject({ attempts: 1, action: null });
    expect(order.shipment.ndr.reason.length).toBeGreaterThan(3);
    await until(async () => (await mailsAbout(s.user.email, 'could not deliver')).length === 1);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/get?shipment=undelivered',
      headers: asStaff(),
    });
    expect(listed.json().data.map((o: { _id: string }) => o._id)).toContain(orderId);

    const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const answered = await app.inject({
      method: 'POST',
      url: `/api/admin/shipping/ndr/${orderId}`,
      headers: asStaff(),
      payload: { action: 'reattempt', date: tomorrow, phone: '9876543210' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await details(orderId)).shipment.ndr.action).toBe('reattempt');
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/shipping/ndr/${orderId}`,
      headers: asStaff(),
      payload: { action: 'return' },
    });
    expect(twice.statusCode).toBe(409);

    await play(awb, 'delivered');
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'paid');
    const delivered = await details(orderId);
    expect(delivered.order_status).toBe('delivered');
    expect(delivered.shipment.cod).toMatchObject({ amount: 2500, collected: true, due: 2500 });
    await until(async () => (await details(orderId)).invoice_number !== null);
  });

  it('puts the stock back once and cancels the cash when a COD parcel comes back (RTO), each webhook sent twice', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    const stockBefore = (await app.db.select().from(products).where(eq(products.id, s.product.id)))[0]!.totalStock;
    const { awb } = await shipOne(orderId);
    await drill({ duplicateWebhooksForSeconds: 60 });
    await play(awb, 'rto');
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'returned');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await drill({ duplicateWebhooksForSeconds: 0 });
    const order = await orderRow(app, orderId);
    expect(order.paymentStatus).toBe('failed');
    const stockAfter = (await app.db.select().from(products).where(eq(products.id, s.product.id)))[0]!.totalStock;
    expect(stockAfter).toBe(stockBefore + 2);
    expect((await details(orderId)).shipment.status).toBe('rto_delivered');
  });

  it('refunds a prepaid order whose parcel came back', async () => {
    const { orderId } = await paidOrder(app);
    const { awb } = await shipOne(orderId);
    await play(awb, 'rto');
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'returned');
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'refunded');
  });
});

describe('fault drills', () => {
  it('answers which orders failed while the provider is down, and books them once when it is back', async () => {
    const { orderId } = await paidOrder(app);
    await drill({ downForSeconds: 30 });
    const down = await ship([orderId]);
    await drill({ downForSeconds: 0 });
    expect([200, 503]).toContain(down.statusCode);
    if (down.statusCode === 200) expect(down.json().data.failed[0].order_id).toBe(orderId);
    const back = await ship([orderId]);
    expect(back.json().data.shipments).toHaveLength(1);
    expect((await shipmentRows(orderId)).filter((row) => row.awb)).toHaveLength(1);
  }, 60_000);

  it('never books a second parcel when the answer to a booking was lost', async () => {
    const { orderId } = await paidOrder(app);
    await drill({ loseCreateAnswerForSeconds: 30 });
    const lost = await ship([orderId]);
    await drill({ loseCreateAnswerForSeconds: 0 });
    expect(lost.json().data.failed).toHaveLength(1);
    const retried = await ship([orderId]);
    expect(retried.json().data.shipments).toHaveLength(1);
    const sandboxOrders = (
      await app.db.select().from(sandboxRecords).where(eq(sandboxRecords.provider, 'shiprocket'))
    ).filter((row) => JSON.stringify(row.data).includes(orderId) && row.kind === 'order');
    expect(sandboxOrders).toHaveLength(1);
  }, 60_000);
});

describe('COD remittance', () => {
  it('records the cash the courier paid over, once however often the report is uploaded', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await confirmedCodOrder(app, s);
    const { awb } = await shipOne(orderId);
    await play(awb, 'delivered');
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'paid');
    const csv = await app.inject({
      method: 'GET',
      url: '/api/sandbox/shiprocket/remittance.csv',
      remoteAddress: '127.0.0.1',
    });
    expect(csv.statusCode).toBe(200);
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([csv.body], { type: 'text/csv' }), 'remittance.csv');
      return new Request('http://x', { method: 'POST', body: form });
    };
    const send = async () => {
      const request = upload();
      return app.inject({
        method: 'POST',
        url: '/api/admin/shipping/remittance',
        headers: { ...asStaff(), 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.recorded).toBeGreaterThan(0);
    expect((await details(orderId)).shipment.cod).toMatchObject({ remitted_amount: 2500, due: 0 });
    const second = await send();
    expect(second.json().data.recorded).toBe(0);
    expect(second.json().data.already).toBe(first.json().data.recorded + first.json().data.already);
  });
});

describe("staff's orders list", () => {
  it('finds orders by phone and name, and filters by status and parcel', async () => {
    const { s, orderId } = await paidOrder(app);
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/orders/get?${query}`, headers: asStaff() })).json();
    expect((await get('search=9820012345&limit=100')).data.map((o: { _id: string }) => o._id)).toContain(orderId);
    const byName = await get(`search=${encodeURIComponent(s.user.userName ?? '')}`);
    expect(byName.data.map((o: { _id: string }) => o._id)).toContain(orderId);
    const unshipped = await get('order_status=confirmed&shipment=none&limit=100');
    expect(unshipped.data.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(
      unshipped.data.every(
        (o: { order_status: string; shipment: unknown }) => o.order_status === 'confirmed' && o.shipment === null,
      ),
    ).toBe(true);
    await shipOne(orderId);
    const after = await get('order_status=confirmed&shipment=none&limit=100');
    expect(after.data.map((o: { _id: string }) => o._id)).not.toContain(orderId);
  });
});

describe('returns collected at the door', () => {
  it('books a return pickup when staff approve a return, once', async () => {
    const { s, orderId } = await paidOrder(app);
    const { awb } = await shipOne(orderId);
    await play(awb, 'delivered');
    await until(async () => (await orderRow(app, orderId)).orderStatus === 'delivered');
    const order = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${orderId}`,
      headers: s.headers,
      payload: { items: [{ order_item_id: order.cart_items[0]._id, quantity: 1, reason: 'too_small' }] },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const returnId = asked.json().data._id as string;
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/admin/returns/${returnId}`,
      headers: asStaff(),
      payload: { action: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toContain('a courier will collect the parcel');
    const pickups = await app.db.select().from(shipments).where(eq(shipments.returnRequestId, returnId));
    expect(pickups).toHaveLength(1);
    expect(pickups[0]!.kind).toBe('return');
    expect(pickups[0]!.providerOrderId).not.toBeNull();
  });
});

describe('delivery dates from the courier', () => {
  it("gives the product page the cheapest courier's days to the pincode", async () => {
    const { orderId } = await paidOrder(app); // to 400050
    const rates = (
      await app.inject({ method: 'GET', url: `/api/admin/shipping/rates/${orderId}`, headers: asStaff() })
    ).json().data as { etd: string; cheapest: boolean }[];
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const days = Math.round((Date.parse(rates.find((r) => r.cheapest)!.etd) - Date.parse(today)) / 86_400_000);
    const check = (await app.inject({ method: 'GET', url: '/api/shop/delivery/400050' })).json().data;
    expect(check).toMatchObject({ days_min: days, days_max: days });
  });
});

describe('a shopper cancelling a booked order', () => {
  it('cancels its parcel at the courier before pickup', async () => {
    const { s, orderId } = await paidOrder(app);
    await shipOne(orderId);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${orderId}`,
      headers: s.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await shipmentRows(orderId)).map((row) => row.state)).toEqual(['cancelled']);
    expect((await details(orderId)).shipment).toMatchObject({ status: 'cancelled' });
  });
});

describe("the owner's dashboard", () => {
  it('shows the parcels booked, what the couriers charged, and the share that came back', async () => {
    const dashboard = (
      await app.inject({ method: 'GET', url: '/api/admin/dashboard?range=today', headers: asStaff() })
    ).json().data;
    const parcels = await app.db.select().from(shipments).where(eq(shipments.kind, 'forward'));
    const booked = parcels.filter((row) => row.awb && row.state !== 'cancelled');
    expect(dashboard.shipping.parcels.value).toBe(booked.length);
    const charged = booked.reduce((sum, row) => sum + (row.chargePaise ?? 0), 0) / 100;
    expect(dashboard.shipping.cost.value).toBeCloseTo(charged, 2);
    expect(charged).toBeGreaterThan(0);
    const back = booked.filter((row) => row.state === 'rto_delivered' || row.state === 'rto_initiated').length;
    expect(dashboard.shipping.rto_rate.value).toBeCloseTo(Math.round((back / booked.length) * 1000) / 10, 1);
    expect(back).toBeGreaterThan(0);

    // Cash on Delivery's own: the parcels that came back, COD and prepaid apart, and the freight they cost.
    const methods = new Map(
      (await app.db.select({ id: orders.id, method: orders.paymentMethod }).from(orders)).map((o) => [o.id, o.method]),
    );
    const isBack = (row: (typeof booked)[number]) => row.state === 'rto_delivered' || row.state === 'rto_initiated';
    const cod = booked.filter((row) => methods.get(row.orderId) === 'COD');
    const prepaid = booked.filter((row) => methods.get(row.orderId) !== 'COD');
    const rate = (rows: typeof booked) => Math.round((rows.filter(isBack).length / rows.length) * 1000) / 10;
    expect(cod.filter(isBack).length).toBeGreaterThan(0);
    expect(prepaid.filter(isBack).length).toBeGreaterThan(0);
    expect(dashboard.cod.rto_rate_cod.value).toBeCloseTo(rate(cod), 1);
    expect(dashboard.cod.rto_rate_prepaid.value).toBeCloseTo(rate(prepaid), 1);
    const lost = booked.filter(isBack).reduce((sum, row) => sum + (row.chargePaise ?? 0), 0) / 100;
    expect(dashboard.cod.freight_lost.value).toBeCloseTo(lost, 2);
    expect(dashboard.cod.confirmation_rate.value).toBe(100);
  });
});
