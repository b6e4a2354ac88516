// Owns Cash on Delivery's risk: how the Cash on Delivery parcels to a pincode, or of a shopper, ended (the cash
// collected, or the parcel back to us unpaid), and the rules staff set that switch Cash on Delivery off where it loses
// money, each refused with the one line the shopper reads.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CodRisk, RtoHistory } from '@shop/contract/cod';
import { formatRupees, rupeesToPaise } from '@shop/contract/money';
import type { CodRiskRules } from '@shop/contract/settings';
import { PAID_STATUSES } from '@shop/contract/shop';
import type { Db, Tx } from '../../platform/db/database.ts';
import { orders } from '../../platform/db/schema.ts';

const PAY_ONLINE = 'Please pay online with PhonePe or Razorpay.';
export const COD_RISK_MESSAGES = {
  blockedPincode: `Cash on Delivery is not offered to this pincode. ${PAY_ONLINE}`,
  pincodeReturns: `Cash on Delivery is not offered to this pincode, as too many parcels sent here in cash came back. ${PAY_ONLINE}`,
  blockedCustomer: `Cash on Delivery is not offered on your account. ${PAY_ONLINE}`,
  customerReturns: `Cash on Delivery is not offered on your account, as earlier parcels paid in cash came back. ${PAY_ONLINE}`,
  firstOrder: (max: string) => `A first order above ${max} is paid online. Please pay with PhonePe or Razorpay.`,
} as const;

/**
 * How the Cash on Delivery sales to a pincode, or of a shopper, ended: a parcel whose cash was collected reached its
 * shopper; one returned unpaid came back (RTO). Those still on their way, or cancelled before they left, do not count.
 */
export async function rtoHistory(db: Db | Tx, whose: { pincode: string } | { userId: string }): Promise<RtoHistory> {
  const [row] = await db
    .select({
      delivered: count(sql`case when ${inArray(orders.paymentStatus, [...PAID_STATUSES])} then 1 end`),
      returned: count(
        sql`case when ${and(eq(orders.orderStatus, 'returned'), eq(orders.paymentStatus, 'failed'))} then 1 end`,
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'COD'),
        eq(orders.kind, 'sale'),
        'pincode' in whose
          ? sql`${orders.addressInfo}->>'zipCode' = ${whose.pincode}`
          : eq(orders.userId, whose.userId),
      ),
    );
  const parcels = (row?.delivered ?? 0) + (row?.returned ?? 0);
  const returned = row?.returned ?? 0;
  return { parcels, returned, percent: parcels ? Math.round((returned * 100) / parcels) : null };
}

/** What staff see beside a Cash on Delivery order: its pincode's history and its shopper's. */
export async function codRiskOf(db: Db, order: { pincode: string; userId: string }): Promise<CodRisk> {
  const [pincode, customer] = await Promise.all([
    rtoHistory(db, { pincode: order.pincode }),
    rtoHistory(db, { userId: order.userId }),
  ]);
  return { pincode, customer };
}

/** Whether a share of parcels came back reaches the rule's percent, once there are enough parcels to judge by. */
const overRate = (history: RtoHistory, percent: number | null, minParcels: number) =>
  percent !== null && history.parcels >= minParcels && history.returned * 100 >= percent * history.parcels;

/**
 * Why staff's risk rules keep this shopper from paying in cash for these items at this pincode, or undefined when none
 * does. Each rule is off until staff set it.
 */
export async function codRiskRefusal(
  tx: Db | Tx,
  rules: CodRiskRules,
  who: { userId: string; email: string; phone: string; pincode: string; itemsPaise: number },
): Promise<string | undefined> {
  if (rules.blocked_pincodes.includes(who.pincode)) return COD_RISK_MESSAGES.blockedPincode;
  const blocked = new Set(rules.blocked_customers.map((entry) => entry.trim().toLowerCase()));
  if (blocked.has(who.email.toLowerCase()) || blocked.has(who.phone)) return COD_RISK_MESSAGES.blockedCustomer;
  if (
    rules.pincode_rto_percent !== null &&
    overRate(await rtoHistory(tx, { pincode: who.pincode }), rules.pincode_rto_percent, rules.min_parcels)
  ) {
    return COD_RISK_MESSAGES.pincodeReturns;
  }
  if (rules.customer_rto_count !== null || rules.customer_rto_percent !== null) {
    const mine = await rtoHistory(tx, { userId: who.userId });
    if (rules.customer_rto_count !== null && mine.returned >= rules.customer_rto_count) {
      return COD_RISK_MESSAGES.customerReturns;
    }
    if (overRate(mine, rules.customer_rto_percent, rules.min_parcels)) return COD_RISK_MESSAGES.customerReturns;
  }
  if (rules.first_order_max !== null && who.itemsPaise > rupeesToPaise(rules.first_order_max)) {
    const [{ earlier } = { earlier: 0 }] = await tx
      .select({ earlier: count() })
      .from(orders)
      .where(and(eq(orders.userId, who.userId), inArray(orders.paymentStatus, [...PAID_STATUSES])));
    if (earlier === 0) return COD_RISK_MESSAGES.firstOrder(formatRupees(rules.first_order_max));
  }
  return undefined;
}
