// Checks the dashboard's shoppers holding stock without paying (security audit M2): who counts (several orders let go
// unpaid in the range, none paid in it), who does not (a payer, a shopper with two, the shop's own outage, orders
// before the range), and what each row says.
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders } from '../../platform/db/schema.ts';
import { createProduct, createUser, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getDashboard } from './dashboard-service.ts';

const ist = (local: string) => new Date(`${local}:00+05:30`);
const NOW = ist('2026-11-25T10:00');

let app: TestApp;
let productId: string;
const users: Record<string, { id: string; email: string }> = {};

async function order(
  userId: string,
  at: string,
  {
    payment = 'expired',
    method = 'Razorpay',
    status = 'pending',
    units = 1,
    releasedBy,
  }: {
    payment?: PaymentStatus;
    method?: PaymentMethod;
    status?: OrderStatus;
    units?: number;
    releasedBy?: string;
  } = {},
) {
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      addressInfo: {
        addressId: 'a',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        phone: '9876543210',
        notes: '',
      },
      totalPaise: 99900 * units,
      paymentMethod: method,
      paymentStatus: payment,
      orderStatus: status,
      createdAt: ist(at),
      updatedAt: ist(at),
    })
    .returning();
  await app.db.insert(orderItems).values({
    orderId: row!.id,
    productId,
    title: 'Linen Kurta',
    image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    unitPricePaise: 99900,
    quantity: units,
  });
  if (releasedBy) {
    await app.db.insert(orderEvents).values({
      orderId: row!.id,
      field: 'paymentStatus',
      fromValue: 'pending',
      toValue: payment,
      actor: releasedBy,
      note: 'Payment failed; stock released',
    });
  }
}

beforeAll(async () => {
  app = await createTestApp();
  productId = (await createProduct(app)).id;
  for (const name of ['Hoarder', 'Canceller', 'Payer', 'Twice', 'Outage', 'Last month']) {
    users[name] = await createUser(app, { userName: name });
  }
  // Four online orders let go: lapsed, failed, replaced by a new checkout.
  await order(users.Hoarder!.id, '2026-11-24T09:00', { units: 10 });
  await order(users.Hoarder!.id, '2026-11-24T09:14', { payment: 'failed', units: 10 });
  await order(users.Hoarder!.id, '2026-11-24T09:28', { payment: 'failed', units: 10 });
  await order(users.Hoarder!.id, '2026-11-24T09:42', { units: 8 });
  // Three Cash on Delivery orders cancelled before the cash was collected.
  for (const at of ['2026-11-22T12:00', '2026-11-23T12:00', '2026-11-25T08:00']) {
    await order(users.Canceller!.id, at, { method: 'COD', payment: 'pending', status: 'cancelled', units: 2 });
  }
  // Three failed, then paid: a shopper whose card was declined.
  for (const at of ['2026-11-24T10:00', '2026-11-24T10:05', '2026-11-24T10:10']) {
    await order(users.Payer!.id, at, { payment: 'failed' });
  }
  await order(users.Payer!.id, '2026-11-24T10:15', { payment: 'paid', status: 'confirmed' });
  await order(users.Twice!.id, '2026-11-24T11:00');
  await order(users.Twice!.id, '2026-11-24T11:20');
  // The provider could not start these payments: the shop's outage, not the shopper's doing.
  for (const at of ['2026-11-24T12:00', '2026-11-24T12:01', '2026-11-24T12:02']) {
    await order(users.Outage!.id, at, { payment: 'failed', method: 'PayPal', releasedBy: 'paypal:start' });
  }
  for (const at of ['2026-11-10T12:00', '2026-11-10T12:20', '2026-11-10T12:40']) {
    await order(users['Last month']!.id, at);
  }
});
afterAll(() => app.close());

describe('shoppers holding stock without paying', () => {
  it('lists those with three or more orders let go unpaid in the range and none paid, most first', async () => {
    const { holding_without_paying: holding } = await getDashboard(app.db, '7d', NOW);
    expect(holding).toEqual({
      total: 2,
      items: [
        {
          user_id: users.Hoarder!.id,
          customer_name: 'Hoarder',
          email: users.Hoarder!.email,
          unpaid_orders: 4,
          units: 38,
          last_at: ist('2026-11-24T09:42').toISOString(),
        },
        {
          user_id: users.Canceller!.id,
          customer_name: 'Canceller',
          email: users.Canceller!.email,
          unpaid_orders: 3,
          units: 6,
          last_at: ist('2026-11-25T08:00').toISOString(),
        },
      ],
    });
  });

  it('counts only the range: today has none, the last 30 days have last month’s too', async () => {
    expect((await getDashboard(app.db, 'today', NOW)).holding_without_paying).toEqual({ total: 0, items: [] });
    const month = await getDashboard(app.db, '30d', NOW);
    expect(month.holding_without_paying.items.map((row) => row.customer_name)).toEqual([
      'Hoarder',
      'Canceller',
      'Last month',
    ]);
  });

  it('is in the answer staff read', async () => {
    const { cookie } = await signedInUser(app, { role: 'admin' });
    const answer = await app.inject({ url: '/api/admin/dashboard?range=30d', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.holding_without_paying.total).toBe(3);
  });
});
