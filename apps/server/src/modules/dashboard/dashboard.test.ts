// Checks the owner's dashboard on a known shop: orders and takings (refunds taken off) for each range beside the
// period before, the days, what to pack, the stock running out, the best sellers and the expired orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contract/shop';
import { orderItems, orders, productVariants, refunds } from '../../platform/db/schema.ts';
import { createProduct, createUser, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dashboardPeriods } from './dashboard-periods.ts';
import { getDashboard } from './dashboard-service.ts';

/** A moment in India's time: `ist('2026-11-25T09:00')`. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
/** 10 in the morning in India, 25 November. */
const NOW = ist('2026-11-25T10:00');

let app: TestApp;
const ids: Record<string, string> = {};
const productIds: Record<string, string> = {};

type Line = { product: string; quantity: number; unit: number; discount?: number };
async function order(
  name: string,
  at: string,
  options: {
    total: number;
    refunded?: number;
    payment?: PaymentStatus;
    method?: PaymentMethod;
    kind?: 'sale' | 'exchange';
    status?: OrderStatus;
    lines?: Line[];
    userId: string;
  },
) {
  const [row] = await app.db
    .insert(orders)
    .values({
      userId: options.userId,
      addressInfo: {
        addressId: 'a',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        phone: '9876543210',
        notes: '',
      },
      totalPaise: options.total * 100,
      refundedPaise: (options.refunded ?? 0) * 100,
      kind: options.kind ?? 'sale',
      paymentMethod: options.method ?? 'Razorpay',
      paymentStatus: options.payment ?? 'paid',
      orderStatus: options.status ?? 'delivered',
      createdAt: ist(at),
      updatedAt: ist(at),
    })
    .returning();
  ids[name] = row!.id;
  for (const line of options.lines ?? []) {
    await app.db.insert(orderItems).values({
      orderId: row!.id,
      productId: productIds[line.product]!,
      title: line.product,
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      unitPricePaise: line.unit * 100,
      quantity: line.quantity,
      discountPaise: (line.discount ?? 0) * 100,
    });
  }
  if (options.refunded) {
    await app.db.insert(refunds).values({
      orderId: row!.id,
      provider: 'razorpay',
      amountPaise: options.refunded * 100,
      status: 'processed',
      kind: 'staff',
      reason: 'Damaged in transit',
      actor: 'system',
      processedAt: ist(at),
    });
  }
}

beforeAll(async () => {
  app = await createTestApp();
  const asha = (await createUser(app, { userName: 'Asha Rao' })).id;
  const ravi = (await createUser(app, { userName: 'Ravi Iyer' })).id;

  productIds['Alpha Kurta'] = (await createProduct(app, { title: 'Alpha Kurta', totalStock: 5 })).id;
  productIds['Bravo Tote'] = (await createProduct(app, { title: 'Bravo Tote', totalStock: 0 })).id;
  const charlie = await createProduct(app, { title: 'Charlie Saree', totalStock: 18 });
  productIds['Charlie Saree'] = charlie.id;
  await createProduct(app, { title: 'Delta Dupatta', totalStock: 50 });
  await app.db.insert(productVariants).values(
    (
      [
        ['S', 3],
        ['M', 0],
        ['L', 15],
      ] as const
    ).map(([size, stock], position) => ({ productId: charlie.id, size, sku: `CS-${size}`, stock, position })),
  );

  // Today (from midnight) and yesterday up to 10:00, today's period before.
  await order('A', '2026-11-25T09:00', {
    userId: asha,
    total: 1000,
    refunded: 250,
    payment: 'partially_refunded',
    status: 'confirmed',
    lines: [{ product: 'Alpha Kurta', quantity: 2, unit: 500 }],
  });
  await order('B', '2026-11-25T08:00', {
    userId: ravi,
    total: 500,
    method: 'COD',
    payment: 'pending',
    status: 'confirmed',
    lines: [{ product: 'Bravo Tote', quantity: 1, unit: 500 }],
  });
  await order('C', '2026-11-25T09:30', { userId: ravi, total: 300, payment: 'expired', status: 'pending' });
  // An exchange's replacement: packed, but no sale.
  await order('D', '2026-11-25T09:45', {
    userId: asha,
    total: 0,
    kind: 'exchange',
    status: 'confirmed',
    lines: [{ product: 'Alpha Kurta', quantity: 1, unit: 500 }],
  });
  // A checkout left unfinished.
  await order('L', '2026-11-25T09:50', { userId: ravi, total: 900, payment: 'pending', status: 'pending' });
  await order('E', '2026-11-24T09:00', {
    userId: asha,
    total: 400,
    lines: [{ product: 'Bravo Tote', quantity: 1, unit: 400 }],
  });
  await order('F', '2026-11-24T11:00', {
    userId: ravi,
    total: 600,
    status: 'inProcess',
    lines: [{ product: 'Alpha Kurta', quantity: 1, unit: 700, discount: 100 }],
  });
  // Cancelled and refunded whole: an order placed, nothing taken.
  await order('G', '2026-11-20T12:00', {
    userId: asha,
    total: 200,
    refunded: 200,
    method: 'PhonePe',
    payment: 'refunded',
    status: 'cancelled',
    lines: [{ product: 'Charlie Saree', quantity: 1, unit: 200 }],
  });
  await order('M', '2026-11-21T15:00', { userId: asha, total: 250, payment: 'expired', status: 'pending' });
  // 18 November: 09:00 is in the week before (to 18 Nov 10:00); 11:00 is in neither week.
  await order('H', '2026-11-18T09:00', {
    userId: ravi,
    total: 1500,
    lines: [{ product: 'Charlie Saree', quantity: 3, unit: 500 }],
  });
  await order('I', '2026-11-18T11:00', {
    userId: ravi,
    total: 700,
    lines: [{ product: 'Bravo Tote', quantity: 1, unit: 700 }],
  });
  await order('J', '2026-10-10T12:00', { userId: asha, total: 2000 });
  // After 10:00 on 26 October: in neither 30-day period.
  await order('K', '2026-10-26T12:00', { userId: asha, total: 100 });
});
afterAll(() => app.close());

describe('the dashboard periods', () => {
  it('runs from midnight in India, against as many days before up to the same time of day', () => {
    expect(dashboardPeriods('today', NOW)).toEqual({
      start: ist('2026-11-25T00:00'),
      end: NOW,
      previousStart: ist('2026-11-24T00:00'),
      previousEnd: ist('2026-11-24T10:00'),
      days: ['2026-11-25'],
    });
    const week = dashboardPeriods('7d', NOW);
    expect(week.start).toEqual(ist('2026-11-19T00:00'));
    expect(week.previousStart).toEqual(ist('2026-11-12T00:00'));
    expect(week.previousEnd).toEqual(ist('2026-11-18T10:00'));
    expect(week.days).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    // Just after midnight in India it is already the next day there, though not yet in UTC.
    expect(dashboardPeriods('today', ist('2026-11-26T00:10')).days).toEqual(['2026-11-26']);
    expect(dashboardPeriods('30d', NOW).days).toHaveLength(30);
  });
});

describe('the dashboard figures', () => {
  it('today: orders placed and takings less refunds, against yesterday to this hour', async () => {
    const today = await getDashboard(app.db, 'today', NOW);
    expect(today.from).toBe('2026-11-24T18:30:00.000Z');
    expect(today.orders).toEqual({ value: 2, previous: 1, change: 1, change_percent: 100 });
    expect(today.revenue).toEqual({ value: 750, previous: 400, change: 350, change_percent: 87.5 });
    expect(today.daily).toEqual([{ date: '2026-11-25', orders: 2, revenue: 750 }]);
    expect(today.best_sellers).toEqual([
      { product_id: productIds['Alpha Kurta'], title: 'Alpha Kurta', units: 2, revenue: 1000 },
    ]);
    expect(today.expired).toEqual({
      total: 1,
      items: [
        {
          _id: ids.C,
          created_at: ist('2026-11-25T09:30').toISOString(),
          customer_name: 'Ravi Iyer',
          total_amount: 300,
          payment_method: 'Razorpay',
        },
      ],
    });
  });

  it('the last 7 days, day by day', async () => {
    const week = await getDashboard(app.db, '7d', NOW);
    expect(week.orders).toEqual({ value: 5, previous: 1, change: 4, change_percent: 400 });
    expect(week.revenue).toEqual({ value: 1750, previous: 1500, change: 250, change_percent: 16.7 });
    expect(week.daily).toEqual([
      { date: '2026-11-19', orders: 0, revenue: 0 },
      { date: '2026-11-20', orders: 1, revenue: 0 },
      { date: '2026-11-21', orders: 0, revenue: 0 },
      { date: '2026-11-22', orders: 0, revenue: 0 },
      { date: '2026-11-23', orders: 0, revenue: 0 },
      { date: '2026-11-24', orders: 2, revenue: 1000 },
      { date: '2026-11-25', orders: 2, revenue: 750 },
    ]);
    // Cash still to collect and a wholly refunded order sold nothing yet; a line's coupon share is taken off.
    expect(week.best_sellers).toEqual([
      { product_id: productIds['Alpha Kurta'], title: 'Alpha Kurta', units: 3, revenue: 1600 },
      { product_id: productIds['Bravo Tote'], title: 'Bravo Tote', units: 1, revenue: 400 },
    ]);
    expect(week.expired.total).toBe(2);
    expect(week.expired.items.map((o) => o._id)).toEqual([ids.C, ids.M]);
  });

  it('the last 30 days, and no per cent against nothing', async () => {
    const month = await getDashboard(app.db, '30d', NOW);
    expect(month.orders).toEqual({ value: 7, previous: 1, change: 6, change_percent: 600 });
    expect(month.revenue).toEqual({ value: 3950, previous: 2000, change: 1950, change_percent: 97.5 });
    expect(month.daily).toHaveLength(30);
    expect(month.daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(3950);
    expect(month.best_sellers.map(({ title, units, revenue }) => [title, units, revenue])).toEqual([
      ['Alpha Kurta', 3, 1600],
      ['Charlie Saree', 3, 1500],
      ['Bravo Tote', 2, 1100],
    ]);

    const quietMorning = await getDashboard(app.db, 'today', ist('2026-10-27T10:00'));
    expect(quietMorning.orders).toEqual({ value: 0, previous: 0, change: 0, change_percent: null });
    expect(quietMorning.revenue.change_percent).toBeNull();
  });

  it('lists what to pack, oldest first, exchanges included', async () => {
    const { to_pack } = await getDashboard(app.db, '7d', NOW);
    expect(to_pack.total).toBe(4);
    expect(to_pack.items.map((o) => o._id)).toEqual([ids.F, ids.B, ids.A, ids.D]);
    expect(to_pack.items[1]).toEqual({
      _id: ids.B,
      order_number: expect.stringMatching(/^TT-\d{4,}$/),
      created_at: ist('2026-11-25T08:00').toISOString(),
      customer_name: 'Ravi Iyer',
      total_amount: 500,
      payment_method: 'COD',
      kind: 'sale',
      items: 1,
    });
    expect(to_pack.items[2]!.items).toBe(2);
    // An exchange's replacement is packed too, and says it is one.
    expect(to_pack.items[3]!.kind).toBe('exchange');
  });

  it('lists stock running low and sold out, per product or per size', async () => {
    const { low_stock, sold_out } = await getDashboard(app.db, '7d', NOW);
    const line = (title: string, size: string | null, stock: number) =>
      expect.objectContaining({ title, size, stock, sku: size ? `CS-${size}` : null });
    expect(low_stock).toEqual({ total: 2, items: [line('Charlie Saree', 'S', 3), line('Alpha Kurta', null, 5)] });
    expect(sold_out).toEqual({ total: 2, items: [line('Bravo Tote', null, 0), line('Charlie Saree', 'M', 0)] });
    expect(sold_out.items[0]).toMatchObject({ product_id: productIds['Bravo Tote'], variant_id: null });
    expect(sold_out.items[1]!.variant_id).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers staff, the last 7 days unless asked', async () => {
    const { cookie } = await signedInUser(app, { role: 'admin' });
    const answer = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ range: '7d', to_pack: { total: 4 } });
    expect(answer.json().data.daily).toHaveLength(7);

    const today = await app.inject({ method: 'GET', url: '/api/admin/dashboard?range=today', headers: { cookie } });
    expect(today.json().data.daily).toHaveLength(1);
    const wrong = await app.inject({ method: 'GET', url: '/api/admin/dashboard?range=year', headers: { cookie } });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses shoppers and visitors', async () => {
    const { cookie } = await signedInUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
