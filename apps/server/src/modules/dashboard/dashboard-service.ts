// Owns the owner's morning numbers: the range's periods, its figures beside the period before, and the lists (shoppers
// holding stock without paying among them), as the API's answer in rupees.
import { formatOrderNumber } from '@shop/contract/order-number';
import { shippingFigures } from '../shipping/index.ts';
import {
  DASHBOARD_BEST_SELLERS,
  DASHBOARD_EXPIRED_SHOWN,
  DASHBOARD_LIST_MAX,
  DASHBOARD_UNPAID_HOLDS_MIN,
  type Dashboard,
  type DashboardFigure,
  type DashboardRange,
  type StockLine,
} from '@shop/contract/dashboard';
import { paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { dashboardPeriods } from './dashboard-periods.ts';
import {
  bestSellers,
  codFigures,
  expiredOrders,
  holdingWithoutPaying,
  ordersToPack,
  salesFigures,
  stockLines,
  type StockLineRow,
} from './dashboard-queries.ts';

/** A figure against the one before: the change, and as a per cent (one decimal) unless there was nothing before. */
export function compare(value: number, previous: number): DashboardFigure {
  const change = value - previous;
  return {
    value,
    previous,
    change,
    change_percent: previous === 0 ? null : Math.round((change / previous) * 1000) / 10,
  };
}

const rupees = (paise: number) => paiseToRupees(paise);

function stockList(rows: StockLineRow[], soldOut: boolean): Dashboard['low_stock'] {
  const chosen = rows.filter((row) => row.sold_out === soldOut);
  return {
    total: chosen[0]?.total ?? 0,
    items: chosen.map((row): StockLine => ({
      product_id: row.product_id,
      variant_id: row.variant_id,
      title: row.title,
      size: row.size,
      colour: row.colour,
      sku: row.sku,
      stock: row.stock,
    })),
  };
}

export async function getDashboard(db: Db, range: DashboardRange, now = new Date()): Promise<Dashboard> {
  const periods = dashboardPeriods(range, now);
  // One at a time: PGlite answers one query at a time anyway, and on PostgreSQL the dashboard need not take a
  // connection per list from the pool the shoppers use.
  const sales = await salesFigures(db, periods);
  const packing = await ordersToPack(db, DASHBOARD_LIST_MAX);
  const stock = await stockLines(db, DASHBOARD_LIST_MAX);
  const best = await bestSellers(db, periods, DASHBOARD_BEST_SELLERS);
  const expired = await expiredOrders(db, periods, DASHBOARD_EXPIRED_SHOWN);
  const holding = await holdingWithoutPaying(db, periods, DASHBOARD_UNPAID_HOLDS_MIN, DASHBOARD_LIST_MAX);
  const parcels = await shippingFigures(db, periods.start, periods.end);
  const parcelsBefore = await shippingFigures(db, periods.previousStart, periods.previousEnd);
  const cod = await codFigures(db, periods.start, periods.end);
  const codBefore = await codFigures(db, periods.previousStart, periods.previousEnd);
  /** A per cent with one decimal; 0 of nothing is 0. */
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  const rtoRate = (figures: typeof parcels) => percent(figures.returned, figures.shipped);
  const rtoCod = (figures: typeof parcels) => percent(figures.returnedCod, figures.shippedCod);
  const rtoPrepaid = (figures: typeof parcels) =>
    percent(figures.returned - figures.returnedCod, figures.shipped - figures.shippedCod);

  return {
    range,
    from: periods.start.toISOString(),
    to: periods.end.toISOString(),
    orders: compare(sales.current.orders, sales.previous.orders),
    revenue: compare(rupees(sales.current.revenuePaise), rupees(sales.previous.revenuePaise)),
    shipping: {
      parcels: compare(parcels.shipped, parcelsBefore.shipped),
      cost: compare(rupees(parcels.chargePaise), rupees(parcelsBefore.chargePaise)),
      rto_rate: compare(rtoRate(parcels), rtoRate(parcelsBefore)),
    },
    cod: {
      share: compare(percent(cod.cod, cod.placed), percent(codBefore.cod, codBefore.placed)),
      confirmation_rate: compare(percent(cod.confirmed, cod.decided), percent(codBefore.confirmed, codBefore.decided)),
      rto_rate_cod: compare(rtoCod(parcels), rtoCod(parcelsBefore)),
      rto_rate_prepaid: compare(rtoPrepaid(parcels), rtoPrepaid(parcelsBefore)),
      freight_lost: compare(rupees(parcels.lostPaise), rupees(parcelsBefore.lostPaise)),
    },
    daily: periods.days.map((date) => {
      const day = sales.days.get(date);
      return { date, orders: day?.orders ?? 0, revenue: rupees(day?.revenuePaise ?? 0) };
    }),
    to_pack: {
      total: packing.total,
      items: packing.rows.map((row) => ({
        _id: row.id,
        order_number: formatOrderNumber(row.orderNumber),
        created_at: row.createdAt.toISOString(),
        customer_name: row.customerName,
        total_amount: rupees(row.totalPaise),
        payment_method: row.paymentMethod,
        kind: row.kind,
        items: row.items,
      })),
    },
    low_stock: stockList(stock, false),
    sold_out: stockList(stock, true),
    best_sellers: best.map((row) => ({
      product_id: row.productId,
      title: row.title,
      units: row.units,
      revenue: rupees(Number(row.revenuePaise)),
    })),
    expired: {
      total: expired.total,
      items: expired.rows.map((row) => ({
        _id: row.id,
        created_at: row.createdAt.toISOString(),
        customer_name: row.customerName,
        total_amount: rupees(row.totalPaise),
        payment_method: row.paymentMethod,
      })),
    },
    holding_without_paying: {
      total: holding.total,
      items: holding.rows.map((row) => ({
        user_id: row.user_id,
        customer_name: row.customer_name,
        email: row.email,
        unpaid_orders: row.unpaid_orders,
        units: row.units,
        last_at: new Date(row.last_at).toISOString(),
      })),
    },
  };
}
