// Owns the customers export: one CSV row per shopper, with their phone, what they have ordered and spent, and whether
// they take order updates on WhatsApp, read a batch of shoppers at a time.
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { PAID_STATUSES } from '@shop/contract/shop';
import type { Reader } from '../../platform/db/database.ts';
import { addresses, orders, users, whatsappOptIns } from '../../platform/db/schema.ts';
import { rupeesCell, type CsvRecord } from './csv-stream.ts';
import { indiaDay } from './export-period.ts';
import { afterCursor, cursorText, DEFAULT_BATCH_SIZE, type BatchOptions, type Cursor } from './keyset.ts';

export const CUSTOMER_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Orders',
  'Total spent',
  'First order',
  'Last order',
  'WhatsApp opt-in',
  'Signed up',
] as const;

type OrderSummary = { orders: number; spentPaise: number; first: Date | null; last: Date | null };

function readShoppers(db: Reader, after: Cursor | undefined, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.userName,
      email: users.email,
      createdAt: users.createdAt,
      cursorAt: cursorText(users.createdAt),
    })
    .from(users)
    .where(and(eq(users.role, 'user'), afterCursor(users.createdAt, users.id, after)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

/**
 * What each shopper ordered: orders whose money arrived or that were placed for cash at the door (an online order
 * left unpaid was never an order; an exchange's replacement is not a second sale), and what they paid less refunds.
 */
async function orderSummaries(db: Reader, userIds: string[]): Promise<Map<string, OrderSummary>> {
  const paid = sql`${orders.paymentStatus} in (${sql.join(
    PAID_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      userId: orders.userId,
      orders: sql<number>`count(*)::int`,
      spentPaise: sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}) filter (where ${paid}), 0)::int`,
      first: sql<string | null>`min(${orders.createdAt})`,
      last: sql<string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), ne(orders.kind, 'exchange'), or(paid, eq(orders.paymentMethod, 'COD'))))
    .groupBy(orders.userId);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        orders: row.orders,
        spentPaise: row.spentPaise,
        first: row.first ? new Date(row.first) : null,
        last: row.last ? new Date(row.last) : null,
      },
    ]),
  );
}

/** Each shopper's phone from the address they saved or changed last. */
async function latestPhones(db: Reader, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([addresses.userId], { userId: addresses.userId, phone: addresses.phone })
    .from(addresses)
    .where(inArray(addresses.userId, userIds))
    .orderBy(addresses.userId, desc(addresses.updatedAt), desc(addresses.createdAt));
  return new Map(rows.map((row) => [row.userId, row.phone]));
}

/** Whether each phone said yes to order updates on WhatsApp (a phone that never answered has not). */
async function whatsappAnswers(db: Reader, phones: string[]): Promise<Map<string, boolean>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: whatsappOptIns.phone, optedIn: whatsappOptIns.optedIn })
    .from(whatsappOptIns)
    .where(inArray(whatsappOptIns.phone, phones));
  return new Map(rows.map((row) => [row.phone, row.optedIn]));
}

/** Every shopper (staff accounts left out), a batch at a time in the order they signed up. */
export async function* customerBatches(
  db: Reader,
  { batchSize = DEFAULT_BATCH_SIZE }: BatchOptions = {},
): AsyncGenerator<CsvRecord[]> {
  let after: Cursor | undefined;
  for (;;) {
    const shoppers = await readShoppers(db, after, batchSize);
    if (shoppers.length === 0) return;
    const ids = shoppers.map((shopper) => shopper.id);
    const [summaries, phones] = await Promise.all([orderSummaries(db, ids), latestPhones(db, ids)]);
    const optIns = await whatsappAnswers(db, [...new Set(phones.values())]);
    yield shoppers.map((shopper) => {
      const summary = summaries.get(shopper.id);
      const phone = phones.get(shopper.id) ?? '';
      return [
        shopper.name,
        shopper.email,
        phone,
        summary?.orders ?? 0,
        rupeesCell(summary?.spentPaise ?? 0),
        summary?.first ? indiaDay(summary.first) : '',
        summary?.last ? indiaDay(summary.last) : '',
        optIns.get(phone) ? 'Yes' : 'No',
        indiaDay(shopper.createdAt),
      ];
    });
    if (shoppers.length < batchSize) return;
    const last = shoppers.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
  }
}
