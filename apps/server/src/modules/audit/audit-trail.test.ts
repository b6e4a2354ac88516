// Checks the audit trail: a price change, a refund, a settings change and a customer export each leave a row with who,
// when, from where, what, and the values before and after; staff read it with filters; nobody can change a row.
import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema.ts';
import { openShop, paidOrder } from '../../testing/checkout-fixtures.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let owner: string;
let ownerEmail: string;
beforeAll(async () => {
  ({ app, admin: owner } = await openShop());
  ownerEmail = (await app.inject({ url: '/api/auth/check-auth', headers: { cookie: owner } })).json().user.email;
});
afterAll(() => app.close());

const audit = async (query: string, cookie = owner) =>
  (await app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } })).json();

const product = {
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  title: 'Mulmul Cotton Kurta',
  description: 'Breathable mulmul, straight cut.',
  category: 'women',
  brand: 'threadandtote',
  price: 1299,
  sale_price: 0,
  total_stock: 12,
};

describe('the audit trail', () => {
  it('keeps a price change with the price before and after, who made it and from where', async () => {
    const row = await createProduct(app, { pricePaise: 129900, title: product.title });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${row.id}`,
      payload: { ...product, price: 1499 },
      headers: { cookie: owner, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { data } = await audit(`entity=product&entity_id=${row.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'product.edit',
      entity: 'product',
      entity_id: row.id,
      actor: { email: ownerEmail },
      before: { price: 1299, title: product.title },
      after: { price: 1499 },
      ip: expect.any(String),
    });
    expect(Date.now() - new Date(data[0].at).getTime()).toBeLessThan(60_000);
  });

  it('keeps a refund with the order’s money before and after', async () => {
    const { orderId } = await paidOrder(app);
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund/${orderId}`,
      payload: { amount: 500, reason: 'Goodwill' },
      headers: { cookie: owner },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const { data } = await audit(`entity=order&entity_id=${orderId}`);
    expect(data[0]).toMatchObject({
      action: 'order.refund',
      before: { refunded: 0, refunds: [] },
      after: { refunds: [expect.objectContaining({ amount: 500 })] },
    });
  });

  it('keeps a settings change with the settings before and after', async () => {
    const limits = { max_units_per_item: 6, max_units_per_order: 20 };
    const current = (await app.inject({ url: '/api/admin/settings', headers: { cookie: owner } })).json().data;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...current, limits },
      headers: { cookie: owner },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = await audit('entity=settings');
    expect(data[0]).toMatchObject({
      action: 'settings.update',
      before: { limits: DEFAULT_SETTINGS.limits },
      after: { limits },
    });
  });

  it('keeps every export of customers’ data, though nothing changed', async () => {
    const exported = await app.inject({ url: '/api/admin/exports/customers', headers: { cookie: owner } });
    expect(exported.statusCode).toBe(200);
    const { data } = await audit(`entity=export&actor=${encodeURIComponent(ownerEmail)}`);
    expect(data[0]).toMatchObject({ action: 'export.customers', entity: 'export', actor: { email: ownerEmail } });
  });

  it('keeps staff’s content: a page written, a redirect added, a collection made; a preview is not a change', async () => {
    const ask = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, payload, headers: { cookie: owner } });
    expect((await ask('POST', '/api/admin/pages/preview', { markdown: '# Hi' })).statusCode).toBe(200);
    const page = { title: 'Returns', markdown: 'Send it back within 7 days.' };
    expect((await ask('PUT', '/api/admin/pages/return-policy', page)).statusCode).toBe(200);
    expect((await ask('POST', '/api/admin/redirects', { from: '/blogs/news', to: '/shop/home' })).statusCode).toBe(201);
    const made = await ask('POST', '/api/admin/collections', {
      title: 'Festive',
      kind: 'rules',
      rules: { tags: ['festive'] },
    });
    expect(made.statusCode, made.body).toBe(201);

    expect((await audit('entity=page')).data).toEqual([
      expect.objectContaining({
        action: 'page.update',
        entity_id: 'return-policy',
        after: { asked: expect.objectContaining(page) },
      }),
    ]);
    expect((await audit('entity=redirect')).data[0]).toMatchObject({ action: 'redirect.create' });
    expect((await audit('entity=collection')).data[0]).toMatchObject({ action: 'collection.create' });
  });

  it('keeps a change to a record named by something else than its id: a size chart, by its category', async () => {
    const chart = { columns: ['Chest'], rows: [{ size: 'M', cm: [96] }] };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/size-charts/kids',
      payload: { chart },
      headers: { cookie: owner },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = await audit('entity=product&entity_id=kids');
    expect(data[0]).toMatchObject({ action: 'product.size-charts', after: { asked: { chart } } });
  });

  it('filters by who and when, and is read only by those allowed to', async () => {
    expect((await audit('actor=nobody@example.in')).data).toEqual([]);
    expect((await audit('from=2020-01-01&to=2020-01-02')).data).toEqual([]);
    const packer = await signedInUser(app, { staffRole: 'fulfilment' });
    expect(await audit('entity=order', packer.cookie)).toMatchObject({ success: false });
  });

  it('cannot be changed or emptied, even by the database user the shop runs as', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(app.db.execute(sql`update audit_events set action = 'nothing'`))).toMatch(/append-only/);
    expect(await refusal(app.db.execute(sql`delete from audit_events`))).toMatch(/append-only/);
    expect((await app.db.select().from(auditEvents)).length).toBeGreaterThan(0);
  });
});

describe('what a role may change beyond its screens', () => {
  it('lets Support refund up to the owner’s limit, and no more', async () => {
    const support = await signedInUser(app, { staffRole: 'support' });
    const { orderId } = await paidOrder(app);
    const refund = (amount: number, cookie: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/refund/${orderId}`,
        payload: { amount, reason: 'Goodwill' },
        headers: { cookie },
      });
    const over = await refund(2000.01, support.cookie);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toMatch(/^Refunds above ₹2,000.00 need a manager or the owner\./);
    expect((await refund(2000, support.cookie)).statusCode).toBe(200);
    const all = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund/${orderId}`,
      payload: { reason: 'The rest' },
      headers: { cookie: support.cookie },
    });
    expect(all.statusCode).toBe(200);
  });

  it('lets a manager save settings but not change the money settings', async () => {
    const manager = await signedInUser(app, { staffRole: 'manager' });
    const current = (await app.inject({ url: '/api/admin/settings', headers: { cookie: manager.cookie } })).json().data;
    const save = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body, headers: { cookie: manager.cookie } });
    expect((await save({ ...current, delivery: { unserviceable_pincodes: ['110001'] } })).statusCode).toBe(200);
    const tax = await save({ ...current, tax: { ...current.tax, bags: { ...current.tax.bags, rate: 12 } } });
    expect(tax.statusCode).toBe(403);
    expect(tax.json().message).toMatch(/does not allow changing payment and tax settings \(settings\.money\)/);
  });
});
