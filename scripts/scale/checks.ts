// Owns what the database must hold after the load: every paid order once, no money without its order, stock that adds up
// (refunds' own books are refund-checks.ts's).
import type pg from 'pg';
import type { Confirmed } from './shopper.ts';

export type Check = { name: string; ok: boolean; detail: string };

/** Payment statuses of an order whose money arrived, some or all of it perhaps refunded since. */
const WAS_PAID = `('paid', 'partially_refunded', 'refunded')`;
const wasPaid = (status: string | undefined) => ['paid', 'partially_refunded', 'refunded'].includes(status ?? '');

/**
 * An order whose units are sold or held: pending (a Cash on Delivery order is, until its cash is collected), or paid
 * and neither cancelled (stock back on sale) nor paid too late (its hold had run out: a late payment, refunded by staff
 * as such); and in neither case returned to origin by the courier (its units back on sale).
 */
const KEEPS_STOCK = `(o.order_status <> 'returned' and (o.payment_status = 'pending' or (o.payment_status in ${WAS_PAID}
  and o.order_status <> 'cancelled' and not o.needs_refund
  and not exists (select 1 from refunds r where r.order_id = o.id and r.kind = 'late-payment'))))`;

/** Orders of the load's shoppers only (the demo shopper's seeded history is not the load's). */
const LOAD_ORDERS = `select o.* from orders o where o.user_id = any($1::uuid[])`;

/** Orders the provider took money for (its sandbox says so), with our order's payment status. */
const MONEY_TAKEN = `
  select p.order_id as order_id, 'razorpay' as provider, s.id as provider_payment_id
    from sandbox_records s
    join payments p on p.provider = 'razorpay' and p.provider_order_id = s.data->>'order_id'
   where s.provider = 'razorpay' and s.kind = 'payment' and s.data->>'status' = 'captured'
  union all
  select (s.data->>'merchantOrderId')::uuid, 'phonepe', s.id
    from sandbox_records s
   where s.provider = 'phonepe' and s.kind = 'order' and s.data->>'state' = 'COMPLETED'
  union all
  select p.order_id, 'paypal', s.id
    from sandbox_records s
    join payments p on p.provider = 'paypal' and p.provider_order_id = s.id
   where s.provider = 'paypal' and s.kind = 'order' and s.data->>'status' = 'COMPLETED'`;

export async function moneyWithoutPaidOrder(db: pg.Client, userIds: string[]) {
  const { rows } = await db.query<{ order_id: string; provider: string; provider_payment_id: string; status: string }>(
    `select m.*, o.payment_status as status from (${MONEY_TAKEN}) m join orders o on o.id = m.order_id
      where o.user_id = any($1::uuid[]) and o.payment_status not in ${WAS_PAID}`,
    [userIds],
  );
  return rows;
}

/** Stock by product (its total) and by variant (`product/variant`, its own). */
export async function snapshotStock(db: pg.Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ key: string; stock: number }>(
    `select id::text as key, total_stock as stock from products
     union all
     select product_id || '/' || id, stock from product_variants`,
  );
  return new Map(rows.map((row) => [row.key, row.stock]));
}

export async function checkSeededOnce(db: pg.Client): Promise<Check> {
  const { rows } = await db.query<{ products: number; titles: number; banners: number; images: number }>(`
    select (select count(*)::int from products) as products,
           (select count(distinct title)::int from products) as titles,
           (select count(*)::int from feature_images) as banners,
           (select count(distinct image)::int from feature_images) as images`);
  const r = rows[0]!;
  return {
    name: 'the demo catalogue was loaded once by three instances starting together',
    ok: r.products > 0 && r.products === r.titles && r.banners === r.images,
    detail: `${r.products} products (${r.titles} titles), ${r.banners} banners (${r.images} images)`,
  };
}

export async function databaseChecks(
  db: pg.Client,
  input: {
    userIds: string[];
    initialStock: Map<string, number>;
    confirmed: Confirmed[];
    closedTab: { orderId: string; provider: string }[];
  },
): Promise<Check[]> {
  const { userIds, initialStock, confirmed, closedTab } = input;
  const checks: Check[] = [];
  const orders = new Map(
    (
      await db.query<{ id: string; payment_status: string; payment_id: string | null; needs_refund: boolean }>(
        LOAD_ORDERS,
        [userIds],
      )
    ).rows.map((o) => [o.id, o]),
  );

  // Every payment a shopper saw confirmed is a paid order, with that payment.
  const missing = confirmed.filter((c) => {
    const order = orders.get(c.orderId);
    if (!order || !wasPaid(order.payment_status)) return true;
    return c.paymentId !== undefined && c.provider !== 'paypal' && order.payment_id !== c.paymentId;
  });
  checks.push({
    name: 'every payment a shopper saw confirmed is a paid order (with that payment id), refunded since or not',
    ok: missing.length === 0,
    detail:
      missing.length === 0
        ? `${confirmed.length} confirmations, all paid`
        : `${missing.length} of ${confirmed.length} not paid as seen: ${missing
            .slice(0, 5)
            .map(
              (c) =>
                `${c.orderId} (${c.provider}, at ${(c.at / 1000).toFixed(1)} s: ${orders.get(c.orderId)?.payment_status ?? 'no order'})`,
            )
            .join('; ')}`,
  });

  const unpaidClosed = closedTab.filter((c) => !wasPaid(orders.get(c.orderId)?.payment_status));
  checks.push({
    name: 'payments whose shopper closed the tab are confirmed by the webhook, the callback or the sweep',
    ok: unpaidClosed.length === 0,
    detail:
      unpaidClosed.length === 0
        ? `${closedTab.length} closed tabs, all paid`
        : `${unpaidClosed.length} of ${closedTab.length} not paid: ${JSON.stringify(unpaidClosed.slice(0, 5))}`,
  });

  const twicePaid = await db.query<{ order_id: string; paid_events: number }>(
    `select order_id, count(*)::int as paid_events from order_events
      where field = 'paymentStatus' and to_value = 'paid' group by order_id having count(*) > 1`,
  );
  const samePayment = await db.query<{ payment_id: string; orders: number }>(
    `select payment_id, count(*)::int as orders from orders where payment_id is not null
      group by payment_id having count(*) > 1`,
  );
  checks.push({
    name: 'no order was paid twice, no payment paid two orders',
    ok: twicePaid.rows.length === 0 && samePayment.rows.length === 0,
    detail:
      twicePaid.rows.length + samePayment.rows.length === 0
        ? `${[...orders.values()].filter((o) => wasPaid(o.payment_status)).length} paid orders, one paid event each`
        : `twice paid: ${JSON.stringify(twicePaid.rows.slice(0, 5))}; one payment on several orders: ${JSON.stringify(samePayment.rows.slice(0, 5))}`,
  });

  const lost = await moneyWithoutPaidOrder(db, userIds);
  checks.push({
    name: 'no paid order lost: every payment the provider took belongs to a paid order',
    ok: lost.length === 0,
    detail:
      lost.length === 0
        ? 'every captured payment has its paid order'
        : `${lost.length} taken payments without a paid order: ${JSON.stringify(lost.slice(0, 5))}`,
  });

  // Stock: what was there, less what paid and COD orders took (cancelled ones and parcels returned to origin gave it
  // back), less what pending orders still hold; per product and variant. A refund alone gives no stock back: the goods
  // are the shopper's.
  const taken = await db.query<{ product_id: string; variant_id: string | null; quantity: number }>(
    `select i.product_id, i.variant_id, sum(i.quantity)::int as quantity
       from order_items i join orders o on o.id = i.order_id
      where o.user_id = any($1::uuid[]) and ${KEEPS_STOCK}
      group by i.product_id, i.variant_id`,
    [userIds],
  );
  const takenBy = new Map<string, number>();
  const count = (key: string, quantity: number) => takenBy.set(key, (takenBy.get(key) ?? 0) + quantity);
  for (const row of taken.rows) {
    count(row.product_id, row.quantity);
    if (row.variant_id) count(`${row.product_id}/${row.variant_id}`, row.quantity);
  }
  const now = await snapshotStock(db);
  const wrong: string[] = [];
  for (const [key, initial] of initialStock) {
    const expected = initial - (takenBy.get(key) ?? 0);
    if (now.get(key) !== expected) wrong.push(`${key}: ${now.get(key)} in stock, expected ${expected}`);
  }
  const variantCount = [...initialStock.keys()].filter((key) => key.includes('/')).length;
  checks.push({
    name: 'stock = initial stock − paid and COD quantities not cancelled − quantities pending orders hold + quantities returned to origin, for every product and variant',
    ok: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${initialStock.size - variantCount} products and ${variantCount} variants add up (${taken.rows.reduce((a, r) => a + r.quantity, 0)} units sold or held)`
        : `${wrong.length} wrong: ${wrong.slice(0, 5).join('; ')}`,
  });

  const unsummed = await db.query<{ id: string; total_stock: number; variants: number }>(
    `select p.id, p.total_stock, sum(v.stock)::int as variants
       from products p join product_variants v on v.product_id = p.id
      group by p.id having p.total_stock <> sum(v.stock)`,
  );
  checks.push({
    name: "a product's total stock is the sum of its variants' stock",
    ok: unsummed.rows.length === 0,
    detail:
      unsummed.rows.length === 0 ? 'every product with variants sums up' : JSON.stringify(unsummed.rows.slice(0, 5)),
  });

  // Each order's reservations agree with its payment status (and its cancellation).
  const disagree = await db.query<{
    id: string;
    payment_status: string;
    order_status: string;
    needs_refund: boolean;
    states: string;
  }>(
    `select o.id, o.payment_status, o.order_status, o.needs_refund, string_agg(distinct s.state, ',') as states
       from orders o join stock_reservations s on s.order_id = o.id
      where o.user_id = any($1::uuid[])
      group by o.id
     having not (
       (o.payment_status = 'pending' and o.payment_method <> 'COD' and bool_and(s.state = 'held')) or
       (o.payment_status = 'pending' and o.payment_method = 'COD' and ${KEEPS_STOCK}
         and bool_and(s.state = case when o.cod_confirmation = 'awaiting' then 'held' else 'committed' end)) or
       (o.payment_status in ${WAS_PAID} and ${KEEPS_STOCK} and bool_and(s.state = 'committed')) or
       (o.payment_status in ${WAS_PAID} and not ${KEEPS_STOCK} and bool_and(s.state = 'released')) or
       (o.payment_status in ('failed', 'expired') and bool_and(s.state = 'released')))`,
    [userIds],
  );
  checks.push({
    name: "every order's stock reservations match its payment status and cancellation",
    ok: disagree.rows.length === 0,
    detail:
      disagree.rows.length === 0
        ? 'held ⇔ pending or COD awaiting its confirmation, committed ⇔ paid (refunded or not) or COD confirmed, released ⇔ cancelled, paid late, returned to origin, failed or expired'
        : JSON.stringify(disagree.rows.slice(0, 5)),
  });

  const overdue = await db.query<{ count: number }>(
    `select count(*)::int as count from orders where payment_status = 'pending' and reserved_until < now()`,
  );
  checks.push({
    name: 'after the sweep, no order is pending past its hold',
    ok: overdue.rows[0]!.count === 0,
    detail: `${overdue.rows[0]!.count} pending past their hold`,
  });
  return checks;
}

/** Order counts by payment status (the load's shoppers), for the figures. */
export async function orderFigures(db: pg.Client, userIds: string[]) {
  const { rows } = await db.query<{ payment_status: string; count: number; refund: number }>(
    `select payment_status, count(*)::int as count, count(*) filter (where needs_refund)::int as refund
       from orders where user_id = any($1::uuid[]) group by payment_status order by payment_status`,
    [userIds],
  );
  return rows;
}
