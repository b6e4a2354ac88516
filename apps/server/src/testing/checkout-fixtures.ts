// Owns the payment tests' shared setup: a signed-in shopper with a saved address and a cart, and their order placed.
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products } from '../platform/db/schema.ts';
import { createProduct, signedInUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { SANDBOX } from '../modules/payments/sandbox/sandbox-keys.ts';

export const ADDRESS = {
  address_line1: '22 Linking Road',
  address_line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip_code: '400050',
  country: 'India',
  landmark: 'Near the market',
  phone: '9820012345',
  notes: 'Evening delivery',
};

/** A shopper with one product (stock 5 unless told) × 2 in the cart and a saved address. */
export async function readyShopper(app: TestApp, { pricePaise = 125000, totalStock = 5 } = {}) {
  const shopper = await signedInUser(app);
  const headers = { cookie: shopper.cookie };
  const product = await createProduct(app, { pricePaise, totalStock });
  const added = await app.inject({ method: 'POST', url: '/api/shop/address/add', headers, payload: ADDRESS });
  const cart = await app.inject({
    method: 'POST',
    url: '/api/shop/cart/add',
    headers,
    payload: { product_id: product.id, quantity: 2 },
  });
  expect(cart.statusCode).toBe(200);
  return { ...shopper, headers, product, addressId: added.json().data._id as string };
}
export type ReadyShopper = Awaited<ReturnType<typeof readyShopper>>;

/** Places the cart's order; `extra` fields go into the request too (a tampered total, say). */
export async function placeOrder(app: TestApp, s: ReadyShopper, paymentMethod: string, extra: object = {}) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: s.headers,
    payload: { addressInfo: { address_id: s.addressId }, paymentMethod, ...extra },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as {
    order_id: string;
    total_amount: number;
    approvalURL?: string;
    next?: Record<string, unknown>;
  };
}

/** The shopper confirms their Cash on Delivery order (from their order page), as every COD order must be to ship. */
export async function confirmCod(app: TestApp, s: ReadyShopper, orderId: string) {
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/shop/order/confirm-cod/${orderId}`,
    headers: s.headers,
    payload: { confirm: true },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A Cash on Delivery order placed and confirmed by its shopper: to pack, ship and collect. */
export async function confirmedCodOrder(app: TestApp, s: ReadyShopper, extra: object = {}) {
  const placed = await placeOrder(app, s, 'COD', extra);
  await confirmCod(app, s, placed.order_id);
  return placed;
}

export const orderRow = async (app: TestApp, id: string) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const stockOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(products).where(eq(products.id, id)))[0]!.totalStock;

/** The shopper's Pay with Razorpay: opens (or reuses) the order's Razorpay order. */
export const startRazorpay = (app: TestApp, s: ReadyShopper, orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/razorpay/payment/order',
    headers: s.headers,
    payload: { order_id: orderId },
  });

/** What the sandbox checkout's buttons do: pay, fail, or only authorise (Razorpay's late authorisation). */
export const completeRazorpay = (app: TestApp, razorpayOrderId: string, outcome: 'pay' | 'fail' | 'authorize') =>
  app.inject({
    method: 'POST',
    url: '/api/sandbox/razorpay/checkout/complete',
    payload: { key: SANDBOX.razorpay.keyId, order_id: razorpayOrderId, outcome },
  });

/** Lets the sandbox's webhooks (sent 400 ms after a payment) arrive and be worked on. */
export const webhooksArrive = () => new Promise((resolve) => setTimeout(resolve, 900));

/** Staff fill in the shop's details, so paid orders get a tax invoice and refunds a credit note. */
export async function fillShopDetails(app: TestApp, adminCookie: string) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: {
      ...DEFAULT_SETTINGS,
      shop: {
        legal_name: 'Thread & Tote Retail Pvt Ltd',
        address: '12 MG Road, Pune 411001',
        state_code: '27',
        gstin: '27AAACT2727Q1ZW',
        invoice_prefix: 'TT',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/**
 * A shop that sells: listening on a free port (the adapters call their sandboxes over real HTTP), with staff signed
 * in and the shop's details that invoices need filled in. Close it with `app.close()`.
 */
export async function openShop(): Promise<{ app: TestApp; admin: string }> {
  const app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = (await signedInUser(app, { role: 'admin' })).cookie;
  await fillShopDetails(app, admin);
  return { app, admin };
}

/**
 * Waits until `check` holds (a webhook, a sweep, a refund's end), or fails the test after `ms`. A process runs its
 * sweeps one at a time (platform/background-sweep.ts), so a sweep's work may wait behind the others' rounds on a busy
 * CI machine: it waits up to 25 s, within the tests' 30. (The WhatsApp waits that once ran past 8 and 15 s were not
 * slowness: a message queued within the millisecond of its send was left to the next sweep, fixed in outbox.ts.)
 */
export async function until(check: () => Promise<boolean>, ms = 25_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A shopper's order (their cart: 2 × ₹1,250 unless they changed it) paid with the Razorpay sandbox, confirmed. */
export async function paidOrder(app: TestApp, shopper?: ReadyShopper, extra: object = {}) {
  const s = shopper ?? (await readyShopper(app));
  const { order_id: orderId } = await placeOrder(app, s, 'Razorpay', extra);
  const started = await startRazorpay(app, s, orderId);
  expect(started.statusCode, started.body).toBe(200);
  await completeRazorpay(app, started.json().data.id, 'pay');
  await until(async () => (await orderRow(app, orderId)).paymentStatus === 'paid');
  return { s, orderId };
}

/** Where couriers collect the shop's parcels in the shipping tests: a store in Pune. */
export const PICKUP = {
  contact_name: 'Asha Menon',
  phone: '9820098200',
  email: 'dispatch@threadandtote.in',
  address: '12 MG Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** Staff save the pickup address in Settings (keeping the rest as it is), so parcels can be booked. */
export async function savePickup(app: TestApp, adminCookie: string) {
  const settings = (
    await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: adminCookie } })
  ).json().data;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: { ...DEFAULT_SETTINGS, ...settings, shipping: { pickup: PICKUP } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
