// Owns the owner's dashboard API: what sold in a range against the period before, what to pack, what is running out,
// the best sellers, the orders whose payment never came, and the shoppers who keep holding stock without paying. Money
// in rupees, days as India's calendar days.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ORDER_KINDS, PAYMENT_METHODS } from './shop.ts';

export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '7d';
export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/** How many orders to pack, stock lines and expired orders an answer lists at most; each list also has its total. */
export const DASHBOARD_LIST_MAX = 20;
export const DASHBOARD_BEST_SELLERS = 5;
export const DASHBOARD_EXPIRED_SHOWN = 5;
/** A shopper is listed as holding stock without paying from this many orders left unpaid in the range (and none paid). */
export const DASHBOARD_UNPAID_HOLDS_MIN = 3;

export const dashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: 'Range is today, 7d or 30d' }).default(DEFAULT_DASHBOARD_RANGE),
});

/** A figure for the range beside the same-length period just before it. */
export const dashboardFigure = z.object({
  value: z.number(),
  previous: z.number(),
  /** value − previous. */
  change: z.number(),
  /** The change as a per cent of the previous, one decimal; null when the previous is 0. */
  change_percent: z.number().nullable(),
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const dashboardDay = z.object({
  /** The India calendar day, YYYY-MM-DD. */
  date: z.string(),
  orders: z.number().int(),
  /** Rupees, after refunds. */
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const orderToPack = z.object({
  _id: z.string(),
  /** "TT-1042". */
  order_number: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  total_amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** A sale, or an exchange's replacement (sent at no charge). */
  kind: z.enum(ORDER_KINDS),
  /** Pieces to pack (the lines' quantities added up). */
  items: z.number().int(),
});
export type OrderToPack = z.infer<typeof orderToPack>;

/** A product without sizes or colours, or one size × colour of a product that has them. */
export const stockLine = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  title: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  sku: z.string().nullable(),
  stock: z.number().int(),
});
export type StockLine = z.infer<typeof stockLine>;

export const bestSeller = z.object({
  /** Null when the product has since been deleted (its title is the one it was sold under). */
  product_id: z.string().nullable(),
  title: z.string(),
  units: z.number().int(),
  /** Rupees the lines came to, after their share of any coupon discount. */
  revenue: z.number(),
});
export type BestSeller = z.infer<typeof bestSeller>;

export const expiredOrder = z.object({
  _id: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  total_amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type ExpiredOrder = z.infer<typeof expiredOrder>;

/** A shopper whose orders held stock and were let go unpaid, again and again, with none paid in the range. */
export const holdingShopper = z.object({
  user_id: z.string(),
  customer_name: z.string(),
  email: z.string(),
  /** Orders placed in the range and let go unpaid (replaced, cancelled, failed or lapsed). */
  unpaid_orders: z.number().int(),
  /** The units those orders held, added up. */
  units: z.number().int(),
  /** When the latest of them was placed. */
  last_at: z.string(),
});
export type HoldingShopper = z.infer<typeof holdingShopper>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const dashboard = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** The range's start (midnight in India, ISO) and its end (the moment the answer was made). */
  from: z.string(),
  to: z.string(),
  /** Orders placed: paid online or placed for cash at the door, exchange replacements (at no charge) left out. */
  orders: dashboardFigure,
  /** Rupees paid for the orders placed in the range, less what has been refunded. */
  revenue: dashboardFigure,
  /**
   * Parcels booked through the courier aggregator in the range: how many, what the couriers charged (rupees), and the
   * per cent of them that came back to the shop (RTO), each against the period before.
   */
  shipping: z.object({ parcels: dashboardFigure, cost: dashboardFigure, rto_rate: dashboardFigure }),
  /**
   * Cash on Delivery in the range, against the period before (issue 30): its per cent of the orders placed; of the COD
   * orders their shoppers answered, the per cent confirmed; the per cent of parcels that came back, COD and prepaid
   * apart; and the freight (rupees) paid to carry out parcels that came back.
   */
  cod: z.object({
    share: dashboardFigure,
    confirmation_rate: dashboardFigure,
    rto_rate_cod: dashboardFigure,
    rto_rate_prepaid: dashboardFigure,
    freight_lost: dashboardFigure,
  }),
  /** One point per India day of the range, oldest first. */
  daily: z.array(dashboardDay),
  /** Confirmed or in process and paid (or cash on delivery), oldest first. */
  to_pack: listOf(orderToPack),
  /** In stock but below LIMITS.lowStockBelow, fewest first. */
  low_stock: listOf(stockLine),
  sold_out: listOf(stockLine),
  /** Most units sold in the range (paid orders), at most DASHBOARD_BEST_SELLERS. */
  best_sellers: z.array(bestSeller),
  /** Unpaid orders placed in the range whose hold ran out, the latest first. */
  expired: listOf(expiredOrder),
  /**
   * Shoppers with at least DASHBOARD_UNPAID_HOLDS_MIN orders placed in the range and let go unpaid, and no order paid in
   * it: most such orders first, at most DASHBOARD_LIST_MAX.
   */
  holding_without_paying: listOf(holdingShopper),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    permission: 'dashboard.read',
    tag: 'admin dashboard',
    query: dashboardQuery,
    answer: z.object({ success: z.literal(true), data: dashboard }),
    errors: [400, 401, 403],
  }),
};
