import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { formatOrderNumber } from '@shop/contract/order-number';
import { KEPT_AFTER_DELETION, PRIVACY_MESSAGES } from '@shop/contract/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  carts,
  invoices,
  oneTimeCodes,
  orders,
  productVariants,
  reviews,
  sessions,
  stockAlerts,
  users,
  whatsappMessages,
  whatsappOptIns,
} from '../../platform/db/schema.ts';
import { ADDRESS } from '../../testing/checkout-fixtures.ts';
import { createPaidOrder, createProduct, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from '../invoices/index.ts';

// A shopper sees everything the shop holds about them and can delete it, but for the tax invoices GST law keeps.
let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const SHOP: Settings = {
  ...DEFAULT_SETTINGS,
  shop: {
    legal_name: 'Thread & Tote Retail Pvt Ltd',
    address: '12 MG Road, Pune 411001',
    state_code: '27',
    gstin: '27AAACT2727Q1ZW',
    invoice_prefix: 'TT',
  },
};

// createPaidOrder's delivery address; each shopper's orders get a phone of their own.
const ORDER_ADDRESS = '12 MG Road, Indiranagar';

let n = 0;
/**
 * A shopper with a saved address, a delivered order with its tax invoice and a cancelled one without, a review, a
 * WhatsApp yes and a message, a stock alert, a cart line and a mailed code.
 */
async function shopperWithHistory() {
  n += 1;
  const name = `Meera Iyer ${n}`;
  const { user, cookie } = await signedInUser(app, { userName: name, password: 'meera-secret-1' });
  const headers = { cookie };
  const added = await app.inject({ method: 'POST', url: '/api/shop/address/add', headers, payload: ADDRESS });
  expect(added.statusCode, added.body).toBe(201);
  const phone = `9${String(n).padStart(9, '0')}`;
  const kurta = await createProduct(app);
  const invoiced = await createPaidOrder(app, user.id, [kurta]);
  const cancelled = await createPaidOrder(app, user.id, [kurta]);
  await app.db
    .update(orders)
    .set({ addressInfo: sql`${orders.addressInfo} || ${JSON.stringify({ phone })}::jsonb` })
    .where(eq(orders.userId, user.id));
  await app.db.transaction((tx) => issueInvoice(tx, invoiced.id, SHOP));
  await app.db
    .update(orders)
    .set({ orderStatus: 'delivered', deliveredAt: new Date() })
    .where(eq(orders.id, invoiced.id));
  await app.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, cancelled.id));
  await app.db
    .insert(reviews)
    .values({ productId: kurta.id, userId: user.id, userName: name, comment: 'Lovely', rating: 5 });
  await app.db.insert(whatsappOptIns).values({ phone, userId: user.id, optedIn: true, source: 'checkout' });
  await app.db.insert(whatsappMessages).values({
    key: `order:${invoiced.id}:delivered`,
    orderId: invoiced.id,
    phone,
    template: 'order_delivered',
    params: [name, formatOrderNumber(invoiced.orderNumber)],
  });
  const dress = await createProduct(app, { totalStock: 0 });
  const [variant] = await app.db
    .insert(productVariants)
    .values({ productId: dress.id, size: 'M', sku: `DRESS-M-${n}`, stock: 0, position: 0 })
    .returning();
  await app.db.insert(stockAlerts).values({ userId: user.id, productId: dress.id, variantId: variant!.id });
  const cart = await app.inject({
    method: 'POST',
    url: '/api/shop/cart/add',
    headers,
    payload: { product_id: kurta.id, quantity: 1 },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  await app.db.insert(oneTimeCodes).values({
    userId: user.id,
    emailKey: 'k',
    purpose: 'verify-email',
    codeHash: 'h',
    expiresAt: new Date(Date.now() + 600_000),
  });
  return { user, name, phone, headers, invoiced, cancelled, kurta };
}

const deleteAccount = (headers: { cookie: string }, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/shop/account', headers, payload });

/** Each of the shopper's rows, as text, in the tables that hold personal data (orders: those without an invoice). */
async function rowsOf(userId: string, invoicedOrderId: string, phone: string): Promise<string> {
  const tables = [
    'users',
    'addresses',
    'reviews',
    'stock_alerts',
    'carts',
    'sessions',
    'one_time_codes',
    'return_requests',
  ];
  const texts: string[] = [];
  for (const table of tables) {
    const column = table === 'users' ? 'id' : 'user_id';
    const result = await app.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${userId}`,
    );
    texts.push(...result.rows.map((r) => String(r.row)));
  }
  const orderRows = await app.db.execute(
    sql`select row_to_json(o)::text as row from orders o where user_id = ${userId} and id <> ${invoicedOrderId}`,
  );
  texts.push(...orderRows.rows.map((r) => String(r.row)));
  const whatsapp = await app.db.execute(
    sql`select row_to_json(w)::text as row from whatsapp_opt_ins w where user_id = ${userId} or phone = ${phone}`,
  );
  texts.push(...whatsapp.rows.map((r) => String(r.row)));
  const audit = await app.db.execute(
    sql`select row_to_json(a)::text as row from audit_events a where entity = 'customer' and entity_id = ${userId}`,
  );
  texts.push(...audit.rows.map((r) => String(r.row)));
  return texts.join('\n');
}

describe('GET /api/shop/account/export', () => {
  it('downloads the profile, addresses, orders, reviews, consents, messages, alerts and cart as a private file', async () => {
    const s = await shopperWithHistory();
    const answer = await app.inject({ method: 'GET', url: '/api/shop/account/export', headers: s.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.json();
    expect(data.profile).toMatchObject({ _id: s.user.id, name: s.name, email: s.user.email });
    expect(data.addresses).toMatchObject([{ address_line1: ADDRESS.address_line1, phone: ADDRESS.phone }]);
    expect(data.orders).toHaveLength(2);
    expect(data.orders[0]).toMatchObject({
      order_number: formatOrderNumber(s.invoiced.orderNumber),
      delivered_to: { address: ORDER_ADDRESS, phone: s.phone },
      items: [{ title: s.kurta.title, quantity: 1 }],
    });
    expect(data.orders[0].tax_invoice).toMatch(/^TT\//);
    expect(data.reviews).toMatchObject([{ product_title: s.kurta.title, comment: 'Lovely', rating: 5 }]);
    expect(data.consents.whatsapp).toMatchObject([{ phone: s.phone, opted_in: true, source: 'checkout' }]);
    expect(data.messages.whatsapp).toMatchObject([{ phone: s.phone, template: 'order_delivered' }]);
    expect(data.stock_alerts).toMatchObject([{ size: 'M' }]);
    expect(data.cart).toMatchObject([{ title: s.kurta.title, quantity: 1 }]);
    expect(data.kept_after_deletion).toBe(KEPT_AFTER_DELETION);
  });

  it('is for a signed-in shopper only', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/shop/account/export' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('DELETE /api/shop/account', () => {
  it('refuses a wrong password, and a missing one long after signing in, and keeps everything', async () => {
    const s = await shopperWithHistory();
    const wrong = await deleteAccount(s.headers, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_MESSAGES.wrongPassword);
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, s.user.id));
    const missing = await deleteAccount(s.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PRIVACY_MESSAGES.passwordNeeded);
    const [kept] = await app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(kept).toMatchObject({ userName: s.name, email: s.user.email });
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: s.headers });
    expect(check.json().success).toBe(true);
  });

  it('ends every session and leaves no name, email, phone or address but on the issued invoice', async () => {
    const s = await shopperWithHistory();
    const before = await rowsOf(s.user.id, s.invoiced.id, s.phone);
    expect(before).toContain(s.user.email);
    expect(before).toContain(s.phone);

    const deleted = await deleteAccount(s.headers, { password: 'meera-secret-1' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(PRIVACY_MESSAGES.deleted);
    expect(String(deleted.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: s.headers });
    expect(check.json().success).toBe(false);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toEqual([]);

    const after = await rowsOf(s.user.id, s.invoiced.id, s.phone);
    for (const personal of [s.name, s.user.email, ADDRESS.phone, ADDRESS.address_line1, s.phone, ORDER_ADDRESS])
      expect(after).not.toContain(personal);
    const [erased] = await app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(erased).toMatchObject({ userName: 'Deleted shopper', email: `deleted-${s.user.id}@deleted.invalid` });
    const [review] = await app.db.select().from(reviews).where(eq(reviews.userId, s.user.id));
    expect(review).toMatchObject({ userName: 'Former customer', rating: 5 });
    expect(await app.db.select().from(stockAlerts).where(eq(stockAlerts.userId, s.user.id))).toEqual([]);
    expect(await app.db.select().from(carts).where(eq(carts.userId, s.user.id))).toEqual([]);
    expect(await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, s.phone))).toEqual([]);
    expect(await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, s.user.id))).toEqual([]);
    const [cancelled] = await app.db.select().from(orders).where(eq(orders.id, s.cancelled.id));
    expect(cancelled!.addressInfo).toMatchObject({ address: '', phone: '', city: 'Bengaluru', state: 'Karnataka' });

    // What GST law keeps: the invoice as issued, and the invoiced order's delivery copy it is built from.
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, s.invoiced.id));
    expect(invoice!.data.buyer).toMatchObject({ name: s.name, address: expect.stringContaining(ORDER_ADDRESS) });
    const [invoiced] = await app.db.select().from(orders).where(eq(orders.id, s.invoiced.id));
    expect(invoiced!.addressInfo.phone).toBe(s.phone);

    // The shopper's own erase is in the trail under their id, with counts, never the erased details.
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'customer.erase'), eq(auditEvents.entityId, s.user.id)));
    expect(event).toMatchObject({ actorId: s.user.id, entity: 'customer' });
    expect(event!.before).toMatchObject({ orders: 2, invoiced_orders: 1, addresses: 1, reviews: 1 });
  });

  it('lets a shopper who just signed in (a mailed link) delete without a password', async () => {
    const { user, cookie } = await signedInUser(app);
    // As a customer import leaves an account (issue 44): a phone, consents, tags and staff's note.
    const consent = { accepted: true, source: 'shopify-import', at: '2026-12-01T00:00:00.000Z' };
    await app.db
      .update(users)
      .set({ phone: '9876501234', emailMarketing: consent, smsMarketing: consent, tags: ['VIP'], note: 'Likes silk' })
      .where(eq(users.id, user.id));
    const deleted = await deleteAccount({ cookie }, {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [erased] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(erased!.email).toBe(`deleted-${user.id}@deleted.invalid`);
    expect(erased).toMatchObject({ phone: null, emailMarketing: null, smsMarketing: null, tags: [], note: null });
  });

  it('waits for open orders, saying which', async () => {
    const { user, cookie } = await signedInUser(app, { password: 'open-order-1' });
    const order = await createPaidOrder(app, user.id, [await createProduct(app)]);
    const refused = await deleteAccount({ cookie }, { password: 'open-order-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIVACY_MESSAGES.openOrders(formatOrderNumber(order.orderNumber)));
    const [kept] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(kept!.email).toBe(user.email);
  });
});

describe('/api/admin/customers/:id', () => {
  it('lets staff download and erase a customer’s data on request, each in the audit trail', async () => {
    const s = await shopperWithHistory();
    const headers = { cookie: owner };
    const exported = await app.inject({ method: 'GET', url: `/api/admin/customers/${s.user.id}/export`, headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment;/);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.json().profile.email).toBe(s.user.email);

    const erased = await app.inject({ method: 'DELETE', url: `/api/admin/customers/${s.user.id}`, headers });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().message).toBe(PRIVACY_MESSAGES.erased);
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: s.headers });
    expect(check.json().success).toBe(false);
    expect(await rowsOf(s.user.id, s.invoiced.id, s.phone)).not.toContain(s.user.email);

    const trail = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'customer'), eq(auditEvents.entityId, s.user.id)));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['customer.export', 'customer.erase']));
    const ownerId = trail[0]!.actorId;
    expect(ownerId).not.toBe(s.user.id);
    expect(trail.every((e) => e.actorId === ownerId)).toBe(true);

    const again = await app.inject({ method: 'DELETE', url: `/api/admin/customers/${s.user.id}`, headers });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a role without customers.erase, and a staff account', async () => {
    const s = await shopperWithHistory();
    const support = (await signedInUser(app, { staffRole: 'support' })).cookie;
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${s.user.id}`,
      headers: { cookie: support },
    });
    expect(refused.statusCode).toBe(403);
    const staff = await signedInUser(app, { staffRole: 'catalogue' });
    const notCustomer = await app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${staff.user.id}`,
      headers: { cookie: owner },
    });
    expect(notCustomer.statusCode).toBe(403);
    expect(notCustomer.json().message).toBe(PRIVACY_MESSAGES.staffAccount);
  });
});
