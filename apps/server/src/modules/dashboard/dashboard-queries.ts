// Owns the dashboard's reads: every figure is an aggregate PostgreSQL works out (sums, counts, the top few), so the
// answer costs the same whether the shop has a hundred orders or a hundred thousand. Money stays in paise here.
import { LIMITS } from '@shop/contract/shop';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { orderItems, orders, products, productVariants, users } from '../../platform/db/schema.ts';
import { leftUnpaid } from '../orders/index.ts';
import type { DashboardPeriods } from './dashboard-periods.ts';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Paid, wholly or partly refunded: money arrived for it. */
const paid = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;
/**
 * An order the shopper committed to: paid online, or placed for cash at the door. An exchange's replacement (no charge)
 * is not a new sale, and an unpaid online order is a checkout left unfinished.
 */
const placed = sql`${orders.totalPaise} > 0 and (${paid} or ${orders.paymentMethod} = 'COD')`;
const indiaDay = sql`(${orders.createdAt} at time zone 'Asia/Kolkata')::date`;
const inRange = (from: Date, to: Date): SQL =>
  sql`${orders.createdAt} >= ${at(from)} and ${orders.createdAt} < ${at(to)}`;

export type PeriodTotals = { orders: number; revenuePaise: number };
export type SalesFigures = {
  current: PeriodTotals;
  previous: PeriodTotals;
  /** The range's days that had any order, by YYYY-MM-DD. */
  days: Map<string, PeriodTotals>;
};

/**
 * Orders placed and what they brought in, less refunds, for the range (by day and in all) and for the period before
 * (in all): one pass over both periods' orders, grouped twice by grouping sets.
 */
export async function salesFigures(db: Db, periods: DashboardPeriods): Promise<SalesFigures> {
  const current = inRange(periods.start, periods.end);
  const rows = await db
    .select({
      current: sql<boolean>`${current}`.as('current'),
      // Grouped by the date, formatted once per group: to_char on every row costs more than the rest of the sums.
      day: sql<string | null>`to_char(${indiaDay}, 'YYYY-MM-DD')`.as('day'),
      orders: sql<number>`count(*)::int`,
      revenuePaise: sql<string>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}) filter (where ${paid}), 0)::bigint`,
    })
    .from(orders)
    .where(sql`(${current} or ${inRange(periods.previousStart, periods.previousEnd)}) and ${placed}`)
    .groupBy(sql`grouping sets ((1, ${indiaDay}), (1))`);

  const empty = (): PeriodTotals => ({ orders: 0, revenuePaise: 0 });
  const figures: SalesFigures = { current: empty(), previous: empty(), days: new Map() };
  for (const row of rows) {
    const totals = { orders: row.orders, revenuePaise: Number(row.revenuePaise) };
    if (row.day === null) figures[row.current ? 'current' : 'previous'] = totals;
    else if (row.current) figures.days.set(row.day, totals);
  }
  return figures;
}

/**
 * Cash on Delivery's share of the orders placed in a period, and how the shoppers answered the confirmation: of those
 * decided, the ones confirmed (those still waiting are not counted yet).
 */
export async function codFigures(db: Db, from: Date, to: Date) {
  const cod = sql`${orders.paymentMethod} = 'COD'`;
  const [row] = await db
    .select({
      placed: sql<number>`count(*)::int`,
      cod: sql<number>`count(*) filter (where ${cod})::int`,
      confirmed: sql<number>`count(*) filter (where ${cod} and ${orders.codConfirmation} = 'confirmed')::int`,
      decided: sql<number>`count(*) filter (where ${cod} and ${orders.codConfirmation} in ('confirmed', 'cancelled'))::int`,
    })
    .from(orders)
    .where(sql`${inRange(from, to)} and ${placed}`);
  return row ?? { placed: 0, cod: 0, confirmed: 0, decided: 0 };
}

/** Paid (or cash at the door, still to be collected) and confirmed or in process: the parcels to make up. */
const toPack = sql`${orders.orderStatus} in ('confirmed', 'inProcess')
  and (${orders.paymentStatus} in ('paid', 'partially_refunded')
    or (${orders.paymentMethod} = 'COD' and ${orders.paymentStatus} = 'pending'))`;

export async function ordersToPack(db: Db, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: users.userName,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
        kind: orders.kind,
        items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems}
          where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, sql`${users.id} = ${orders.userId}`)
      .where(toPack)
      // Oldest first: the order that has waited longest goes out first (orders_to_pack_idx reads them in this order).
      .orderBy(orders.createdAt, orders.id)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(toPack),
  ]);
  return { total: counted?.total ?? 0, rows };
}

export type StockLineRow = {
  product_id: string;
  variant_id: string | null;
  title: string;
  size: string | null;
  colour: string | null;
  sku: string | null;
  stock: number;
  sold_out: boolean;
  total: number;
};

/**
 * Products without options by their own stock, and each size × colour of those with options by its stock: the low
 * ones (in stock, below the limit) and the sold-out ones, fewest first, at most `limit` of each with each's total.
 */
export async function stockLines(db: Db, limit: number): Promise<StockLineRow[]> {
  const result = await db.execute<StockLineRow>(sql`
    with lines as (
      select ${products.id} as product_id, null::uuid as variant_id, ${products.title} as title,
        null::text as size, null::text as colour, null::text as sku, ${products.totalStock} as stock
      from ${products}
      where ${products.totalStock} < ${LIMITS.lowStockBelow}
        and not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})
      union all
      select ${products.id}, ${productVariants.id}, ${products.title},
        ${productVariants.size}, ${productVariants.colour}, ${productVariants.sku}, ${productVariants.stock}
      from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
      where ${productVariants.stock} < ${LIMITS.lowStockBelow}
    ), ranked as (
      select *, stock = 0 as sold_out,
        row_number() over (partition by stock = 0 order by stock, title, size, colour) as place,
        count(*) over (partition by stock = 0)::int as total
      from lines
    )
    select product_id, variant_id, title, size, colour, sku, stock, sold_out, total
    from ranked where place <= ${limit}
    order by sold_out, place`);
  return result.rows;
}

/** Units and takings per product in the range, from paid orders not wholly refunded; the top `limit` by units. */
export async function bestSellers(db: Db, periods: DashboardPeriods, limit: number) {
  const lineTotal = sql`${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise} - ${orderItems.onlineDiscountPaise}`;
  return (
    db
      .select({
        productId: orderItems.productId,
        title: sql<string>`coalesce(max(${products.title}), max(${orderItems.title}))`,
        units: sql<number>`sum(${orderItems.quantity})::int`,
        revenuePaise: sql<string>`sum(${lineTotal})::bigint`,
      })
      .from(orderItems)
      .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
      .leftJoin(products, sql`${products.id} = ${orderItems.productId}`)
      .where(
        sql`${inRange(periods.start, periods.end)} and ${orders.totalPaise} > 0
        and ${orders.paymentStatus} in ('paid', 'partially_refunded')`,
      )
      // A deleted product's lines keep their own titles rather than being lumped together.
      .groupBy(orderItems.productId, sql`case when ${orderItems.productId} is null then ${orderItems.title} end`)
      .orderBy(sql`3 desc, 4 desc, 2`)
      .limit(limit)
  );
}

/**
 * Online orders placed in the range whose payment never came. An order expires within its reservation (minutes) of
 * being placed, so counting by when it was placed reads the same orders as by when it expired, on the created_at index.
 */
export async function expiredOrders(db: Db, periods: DashboardPeriods, limit: number) {
  const expired = sql`${orders.paymentStatus} = 'expired' and ${inRange(periods.start, periods.end)}`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        customerName: users.userName,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .innerJoin(users, sql`${users.id} = ${orders.userId}`)
      .where(expired)
      .orderBy(sql`${orders.createdAt} desc`, orders.id)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(expired),
  ]);
  return { total: counted?.total ?? 0, rows };
}

export type HoldingShopperRow = {
  user_id: string;
  customer_name: string;
  email: string;
  unpaid_orders: number;
  units: number;
  last_at: Date | string;
  total: number;
};

/**
 * Shoppers who keep holding stock without paying (security audit M2): at least `atLeast` orders placed in the range and
 * let go unpaid (the orders module's `leftUnpaid`), and no order of theirs paid in it. Most such orders first, then the
 * latest; at most `limit`, each row with the total.
 */
export async function holdingWithoutPaying(db: Db, periods: DashboardPeriods, atLeast: number, limit: number) {
  const result = await db.execute<HoldingShopperRow>(sql`
    with unpaid as (
      select ${orders.userId} as user_id, count(*)::int as unpaid_orders, max(${orders.createdAt}) as last_at,
        coalesce(sum((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})), 0)::int as units
      from ${orders}
      where ${inRange(periods.start, periods.end)} and ${leftUnpaid}
      group by ${orders.userId}
      having count(*) >= ${atLeast}
    ), holding as (
      select unpaid.* from unpaid
      where not exists (select 1 from ${orders} where ${orders.userId} = unpaid.user_id
        and ${inRange(periods.start, periods.end)} and ${paid})
    )
    select holding.user_id, ${users.userName} as customer_name, ${users.email} as email, holding.unpaid_orders,
      holding.units, holding.last_at, count(*) over ()::int as total
    from holding join ${users} on ${users.id} = holding.user_id
    order by holding.unpaid_orders desc, holding.last_at desc, holding.user_id
    limit ${limit}`);
  return { total: result.rows[0]?.total ?? 0, rows: result.rows };
}
