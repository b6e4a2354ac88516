// The Shiprocket adapter against its sandbox, over real HTTP: a test-only app mounts the sandbox where app.ts does and
// stands in for the shop's webhook route, so what the sandbox posts is seen as the shop would see it.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database.ts';
import { openTestDatabase } from '../../../testing/test-app.ts';
import { registerRateLimits } from '../../../platform/rate-limits.ts';
import { sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';
import { selfUrl } from '../../../platform/sandbox/self-url.ts';
import { ShippingUnavailable, type ParcelOrder, type ShippingProvider, type TrackingHeard } from '../provider.ts';
import { shiprocketApi, type ShiprocketSettings } from './shiprocket-api.ts';
import { shiprocketProvider } from './shiprocket-provider.ts';
import { shiprocketSandbox } from './shiprocket-sandbox.ts';
import { loadConfig } from '../../../platform/config.ts';
import { SHIPROCKET_SANDBOX, shiprocketSandboxKeys } from './shiprocket-sandbox-keys.ts';

let database: Database;
let app: FastifyInstance;
let shiprocket: ShippingProvider;
/** What reached the shop's webhook route. */
const heard: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
const settings = (): ShiprocketSettings => ({
  ...shiprocketSandboxKeys(app.config.dataDir),
  apiUrl: `${selfUrl(app)}/api/sandbox/shiprocket/v1/external`,
  timeoutMs: 3000,
});

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  app.decorate(
    'config',
    loadConfig({ NODE_ENV: 'test', DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'shiprocket-')) }),
  );
  app.decorate('db', database.db);
  await registerRateLimits(app, undefined);
  await app.register(shiprocketSandbox, { prefix: '/api/sandbox/shiprocket' });
  app.post('/api/shipping/shiprocket/webhook', async (request) => {
    heard.push({ headers: request.headers, body: request.body as Record<string, unknown> });
    return { success: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  shiprocket = shiprocketProvider(shiprocketApi(settings), settings);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const control = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/sandbox/shiprocket/control', body, remoteAddress: '127.0.0.1' });
const play = (awb: string, to: string, stepMs = 30) =>
  app.inject({
    method: 'POST',
    url: '/api/sandbox/shiprocket/play',
    body: { awb, to, stepMs },
    remoteAddress: '127.0.0.1',
  });
const until = async (check: () => boolean | Promise<boolean>, ms = 4000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25)))
    if (await check()) return;
  throw new Error('waited in vain');
};
const store = () => sandboxStore(database.db, 'shiprocket');
const heardFor = (awb: string) => heard.filter((h) => h.body.awb === awb);
const parsed = (awb: string) =>
  heardFor(awb).map((h) => shiprocket.parseWebhook({ headers: h.headers as never, body: h.body })!);

const order = (overrides: Partial<ParcelOrder> = {}): ParcelOrder => ({
  orderId: randomUUID(),
  orderNumber: 'TT-1042',
  placedAt: new Date(),
  deliverTo: {
    name: 'Asha Verma',
    phone: '9876543210',
    email: 'asha@example.in',
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
  },
  lines: [{ name: 'Indigo Kurta', sku: 'KUR-IND-M', units: 1, unitPricePaise: 123_400, hsn: '6211' }],
  subTotalPaise: 123_400,
  codPaise: 123_400,
  parcel: { weightGrams: 400, lengthCm: 30, breadthCm: 25, heightCm: 4 },
  ...overrides,
});

/** Booked, AWB assigned, pickup requested: a parcel ready to be played. */
async function shipped(overrides: Partial<ParcelOrder> = {}) {
  const booked = await shiprocket.book(order(overrides), 'Primary');
  const assigned = await shiprocket.assignAwb(booked);
  await shiprocket.requestPickup([booked.providerShipmentId]);
  return { booked, awb: assigned.awb };
}

describe('Shiprocket through its sandbox', () => {
  it('logs in once, and again after a 401', async () => {
    await shiprocket.serviceability({
      pickupPincode: '201301',
      deliveryPincode: '560038',
      weightGrams: 400,
      cod: false,
      declaredPaise: 100_00,
    });
    const tokens = async () => (await store().find('token', 'email', SHIPROCKET_SANDBOX.email)).length;
    const before = await tokens();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await control({ expireTokens: true })).json().message).toMatch(/token/);
    const offers = await shiprocket.serviceability({
      pickupPincode: '201301',
      deliveryPincode: '560038',
      weightGrams: 400,
      cod: false,
      declaredPaise: 100_00,
    });
    expect(offers.length).toBe(5);
    expect(await tokens()).toBe(before + 1);
  });

  it('lists couriers cheapest first, only COD ones for COD, none for a pincode nobody serves', async () => {
    const route = { pickupPincode: '201301', deliveryPincode: '560038', weightGrams: 400, declaredPaise: 123_400 };
    const cod = await shiprocket.serviceability({ ...route, cod: true });
    expect(cod.map((c) => c.courierName).sort()).toEqual([
      'Delhivery Surface',
      'Ekart Logistics Surface',
      'Xpressbees Surface',
    ]);
    expect(cod.every((c) => c.cod && /^\d{4}-\d{2}-\d{2}$/.test(c.etd))).toBe(true);
    expect(cod.map((c) => c.ratePaise)).toEqual([...cod.map((c) => c.ratePaise)].sort((a, b) => a - b));
    const prepaid = await shiprocket.serviceability({ ...route, cod: false });
    expect(prepaid.map((c) => c.courierName)).toContain('Blue Dart Air');
    expect(await shiprocket.serviceability({ ...route, deliveryPincode: '744101', cod: false })).toEqual([]);
  });

  it('books an order once, asked twice, and once when the first answer was lost', async () => {
    const parcel = order();
    const first = await shiprocket.book(parcel, 'Primary');
    expect(await shiprocket.book(parcel, 'Primary')).toEqual(first);

    const lost = order();
    await control({ loseCreateAnswerForSeconds: 30 });
    await expect(shiprocket.book(lost, 'Primary')).rejects.toBeInstanceOf(ShippingUnavailable);
    await control({ loseCreateAnswerForSeconds: 0 });
    const found = await shiprocket.book(lost, 'Primary');
    expect(await store().find('order', 'channel_order_id', lost.orderId)).toHaveLength(1);
    expect(found.providerOrderId).toMatch(/^\d+$/);
  });

  it('assigns an AWB once, prints labels with the AWB, the order number and the cash to collect', async () => {
    const first = order();
    const booked = await shiprocket.book(first, 'Primary');
    const assigned = await shiprocket.assignAwb(booked, '43');
    expect(assigned).toMatchObject({ courierId: '43', courierName: 'Delhivery Surface' });
    expect(assigned.awb).toMatch(/^1904\d{10}$/);
    expect(assigned.chargePaise).toBeGreaterThan(0);
    expect(await shiprocket.assignAwb(booked)).toEqual(assigned);

    const prepaid = await shiprocket.book(order({ orderNumber: 'TT-1043', codPaise: 0 }), 'Primary');
    const other = await shiprocket.assignAwb(prepaid);
    const pdf = await shiprocket.labels([booked.providerShipmentId, prepaid.providerShipmentId]);
    const document = await getDocumentProxy(pdf);
    expect(document.numPages).toBe(2);
    const { text } = await extractText(document, { mergePages: true });
    for (const expected of [assigned.awb, other.awb, 'TT-1042', 'TT-1043', 'COD: collect ₹1,234.00', 'PREPAID'])
      expect(text).toContain(expected);
  });

  it('requests the pickup (again is no error) and prints the manifest, twice', async () => {
    const { booked, awb } = await shipped();
    expect(await shiprocket.requestPickup([booked.providerShipmentId])).toEqual({ pickupDate: null });
    const manifest = await shiprocket.manifest([booked.providerShipmentId]);
    const { text } = await extractText(await getDocumentProxy(manifest), { mergePages: true });
    expect(text).toContain(awb);
    const again = await shiprocket.manifest([booked.providerShipmentId]);
    expect(new TextDecoder().decode(again.slice(0, 5))).toBe('%PDF-');
  });

  it('plays a parcel to delivered: webhooks with the token, and tracking answers the same scans', async () => {
    const { awb } = await shipped();
    expect(await shiprocket.track(awb)).toMatchObject({ state: 'booked', scans: [] });
    expect((await play(awb, 'delivered')).statusCode).toBe(200);
    await until(() => heardFor(awb).length === 4);
    expect(
      heardFor(awb).every((h) => h.headers['x-api-key'] === shiprocketSandboxKeys(app.config.dataDir).webhookToken),
    ).toBe(true);
    const events = parsed(awb);
    expect(events.map((e) => e.state)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(new Set(events.map((e) => e.eventKey)).size).toBe(4);
    const tracking = await shiprocket.track(awb);
    expect(tracking.state).toBe('delivered');
    expect(tracking.scans.map((s) => s.state)).toEqual(events.map((e) => e.state));
    expect(events[3]!.orderId).toBeTruthy();
  });

  it('refuses a webhook without the right x-api-key', () => {
    const body = { awb: '19041424751540', shipment_status_id: 18, shipment_status: 'IN TRANSIT' };
    expect(shiprocket.parseWebhook({ headers: { 'x-api-key': 'guess' }, body })).toBeUndefined();
    expect(shiprocket.parseWebhook({ headers: {}, body })).toBeUndefined();
    expect(
      shiprocket.parseWebhook({
        headers: { 'x-api-key': shiprocketSandboxKeys(app.config.dataDir).webhookToken },
        body,
      })?.state,
    ).toBe('in_transit');
  });

  it('reads the COD remittance report of delivered parcels', async () => {
    const parcel = order();
    const booked = await shiprocket.book(parcel, 'Primary');
    const { awb } = await shiprocket.assignAwb(booked);
    await play(awb, 'delivered');
    await until(async () => (await shiprocket.track(awb)).state === 'delivered');
    const csv = await app.inject({ url: '/api/sandbox/shiprocket/remittance.csv', remoteAddress: '127.0.0.1' });
    const row = shiprocket.parseRemittance(csv.body).find((r) => r.awb === awb);
    expect(row).toMatchObject({ orderId: parcel.orderId, codPaise: 123_400, remittedPaise: 123_400 });
    expect(row!.reference).toMatch(/^SRU/);
    expect(row!.remittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('cancels a booking before pickup; booking the order again makes a new one', async () => {
    const parcel = order();
    const booked = await shiprocket.book(parcel, 'Primary');
    const { awb } = await shiprocket.assignAwb(booked);
    await shiprocket.cancel(booked.providerOrderId);
    expect((await shiprocket.track(awb)).state).toBe('cancelled');
    const again = await shiprocket.book(parcel, 'Primary');
    expect(again.providerOrderId).not.toBe(booked.providerOrderId);
    expect(await store().find('order', 'channel_order_id', `${parcel.orderId}-2`)).toHaveLength(1);
  });

  it('books a return pickup once, with its AWB', async () => {
    const parcel = order();
    const returnTo = { ...parcel.deliverTo, name: 'Thread & Tote', pincode: '201301', city: 'Noida' };
    const returnId = randomUUID();
    const first = await shiprocket.bookReturn(parcel, returnTo, returnId);
    expect(first.awb).toBeTruthy();
    expect(await shiprocket.bookReturn(parcel, returnTo, returnId)).toEqual(first);
  });

  it('keeps a parcel at the step its last webhook told, when a busy machine runs its steps late and together', async () => {
    const { awb } = await shipped();
    expect((await play(awb, 'undelivered', 10)).statusCode).toBe(200);
    // The process is busy past all four steps' times (as a loaded CI machine is): their timers come due at once.
    for (const end = Date.now() + 100; Date.now() < end;);
    await until(() => heardFor(awb).length === 4);
    expect(parsed(awb).at(-1)!.state).toBe('undelivered');
    const tracking = await shiprocket.track(awb);
    expect(tracking.scans.map((s) => s.state)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'undelivered']);
    expect(tracking.state).toBe('undelivered');
    await shiprocket.ndrAction(awb, { action: 'reattempt', date: '2026-12-01' });
  });

  it('fails a delivery, re-attempts it on the NDR action, or returns it to us', async () => {
    const { awb } = await shipped();
    await play(awb, 'undelivered');
    await until(async () => (await shiprocket.track(awb)).state === 'undelivered');
    expect((await play(awb, 'delivered')).statusCode).toBe(409);
    await shiprocket.ndrAction(awb, { action: 'reattempt', date: '2026-12-01' });
    await play(awb, 'delivered');
    await until(async () => (await shiprocket.track(awb)).state === 'delivered');

    const back = await shipped();
    await play(back.awb, 'rto');
    await until(async () => (await shiprocket.track(back.awb)).state === 'rto_delivered');
    await until(() => heardFor(back.awb).length === 6);
    const undelivered = parsed(back.awb).find((e) => e.state === 'undelivered');
    expect(undelivered?.scans.at(-1)?.note).toBe('Customer not available');
  });

  it('drills: lost, doubled and reordered webhooks, a provider that is down', async () => {
    const lost = await shipped();
    await control({ loseWebhooksForSeconds: 30 });
    await play(lost.awb, 'delivered');
    await until(async () => (await shiprocket.track(lost.awb)).state === 'delivered');
    expect(heardFor(lost.awb)).toHaveLength(0);

    const doubled = await shipped();
    const said = (await control({ loseWebhooksForSeconds: 0, duplicateWebhooksForSeconds: 30 })).json().message;
    expect(said).toBe('Webhooks are sent twice for 30 s');
    await play(doubled.awb, 'delivered');
    await until(() => heardFor(doubled.awb).length === 8);
    expect(new Set(parsed(doubled.awb).map((e: TrackingHeard) => e.eventKey)).size).toBe(4);

    const reordered = await shipped();
    await control({ duplicateWebhooksForSeconds: 0, reorderWebhooksForSeconds: 30 });
    await play(reordered.awb, 'delivered');
    await until(() => heardFor(reordered.awb).length === 4);
    expect(parsed(reordered.awb)[0]!.state).toBe('delivered');

    expect((await control({ reorderWebhooksForSeconds: 0, downForSeconds: 30 })).json().message).toMatch(/503/);
    await expect(shiprocket.track(reordered.awb)).rejects.toBeInstanceOf(ShippingUnavailable);
    expect((await control({ downForSeconds: 0 })).json().message).toBe('No drill is on');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/sandbox/shiprocket/control',
      body: {},
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('registers a pickup location once', async () => {
    const address = { ...order().deliverTo, name: 'Second Warehouse', pincode: '400001', city: 'Mumbai' };
    expect(await shiprocket.ensurePickupLocation('Mumbai', address)).toBe('Mumbai');
    expect(await shiprocket.ensurePickupLocation('Mumbai', address)).toBe('Mumbai');
    expect(await store().find('pickup', 'kind', 'pickup')).toHaveLength(2);
  });
});
