// Checks that the exports read the database a batch at a time, and only as the file is taken: a batch smaller than
// the period's orders (or shoppers, or invoices) gives every row exactly once, ties on the same microsecond included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, users } from '../../platform/db/schema.ts';
import { createUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerBatches } from './customers-export.ts';
import { periodBounds } from './export-period.ts';
import { orderLineBatches } from './order-lines-export.ts';

let app: TestApp;
let userId: string;
const APRIL = periodBounds({ from: '2026-04-01', to: '2026-04-30' });

/** An order with two lines placed at `at`, a timestamp as PostgreSQL reads it (microseconds and all). */
async function orderAt(at: string, title: string) {
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      addressInfo: {
        addressId: 'a',
        address: '1 Park St',
        city: 'Kolkata',
        state: 'West Bengal',
        zipCode: '700016',
        phone: '9830012345',
        notes: '',
      },
      totalPaise: 200000,
      paymentMethod: 'COD',
      createdAt: sql`${at}::timestamptz`,
    })
    .returning();
  for (const size of ['M', 'L'])
    await app.db.insert(orderItems).values({
      orderId: row!.id,
      title,
      size,
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      unitPricePaise: 100000,
      quantity: 1,
    });
}

type Batches = AsyncIterable<(string | number)[][]>;

/**
 * The batches a reader gives, at most a few more than any test needs: a cursor that lost its place would read the
 * same rows for ever.
 */
async function taken(batches: Batches, max = 10) {
  const seen: (string | number)[][][] = [];
  for await (const batch of batches) if (seen.push(batch) > max) break;
  return seen;
}

/** Item and size of each row, in the batches the reader gave. */
async function batchesOf(batches: Batches) {
  return (await taken(batches)).map((batch) => batch.map((record) => `${record[14]} ${record[15]}`));
}

beforeAll(async () => {
  app = await createTestApp();
  userId = (await createUser(app, { userName: 'Batch Buyer' })).id;
  // Three orders in the same microsecond: a cursor that kept only milliseconds would repeat or skip them.
  await orderAt('2026-04-05 10:00:00.123456+05:30', 'A');
  await orderAt('2026-04-05 10:00:00.123456+05:30', 'B');
  await orderAt('2026-04-05 10:00:00.123456+05:30', 'C');
  await orderAt('2026-04-05 10:00:00.123789+05:30', 'D');
  await orderAt('2026-04-06 09:00:00+05:30', 'E');
});
afterAll(async () => app?.close());

describe('reading in batches', () => {
  it('gives every order line once, two orders a batch, oldest first', async () => {
    const seen = await batchesOf(orderLineBatches(app.db, APRIL, { batchSize: 2 }));
    expect(seen.map((batch) => batch.length)).toEqual([4, 4, 2]);
    const lines = seen.flat();
    expect(new Set(lines).size).toBe(10);
    // The newest order comes last (its lines in id order, as its invoice lists them).
    expect(lines.slice(-2).sort()).toEqual(['E L', 'E M']);
  });

  it('reads the next batch only when the one before has been taken', async () => {
    const reader = orderLineBatches(app.db, APRIL, { batchSize: 2 });
    await reader.next();
    // Placed after the first batch was read: a reader that had loaded the whole period at once would not see it.
    await orderAt('2026-04-29 18:00:00+05:30', 'Late');
    const rest = (await taken(reader)).flat().map((record) => String(record[14]));
    expect(rest.at(-1)).toBe('Late');
  });

  it('reads the shoppers a batch at a time too', async () => {
    for (const n of [1, 2, 3, 4]) await createUser(app, { userName: `Shopper ${n}` });
    const seen = (await taken(customerBatches(app.db, { batchSize: 2 }))).map((batch) =>
      batch.map((r) => String(r[0])),
    );
    const shoppers = await app.db.$count(users, sql`${users.role} = 'user'`);
    expect(seen.flat()).toHaveLength(shoppers);
    expect(new Set(seen.flat()).size).toBe(shoppers);
    expect(seen.every((batch) => batch.length <= 2)).toBe(true);
  });
});
