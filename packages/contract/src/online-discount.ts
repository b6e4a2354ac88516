// Owns the arithmetic of the discount for paying online (issue 30), in paise: how much it takes off an order, and how
// checkout says so. Placing the order and the checkout's buttons both work it out here, so the two never disagree.
import { paiseToRupees, rupeesToPaise } from './money.ts';
import type { OnlineDiscountRules } from './settings.ts';

/**
 * What paying online takes off `payablePaise` (the items after any coupon): a percent rounded to the paisa (half up)
 * and capped, or a fixed amount; 0 when staff have it off. At least ₹1 is always left to pay (no provider charges
 * nothing).
 */
export function onlineDiscountPaise(rule: OnlineDiscountRules | null | undefined, payablePaise: number): number {
  if (!rule?.enabled || payablePaise <= 100) return 0;
  let discount = rule.kind === 'percent' ? Math.round((payablePaise * rule.value) / 100) : rupeesToPaise(rule.value);
  if (rule.kind === 'percent' && rule.max_discount !== null) {
    discount = Math.min(discount, rupeesToPaise(rule.max_discount));
  }
  return Math.max(0, Math.min(discount, payablePaise - 100));
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "Pay online and save ₹50" (paise only when there are some: "save ₹12.50"). */
export function onlineSaving(discountPaise: number): string {
  const format = discountPaise % 100 === 0 ? wholeRupees : rupeesAndPaise;
  return `Pay online and save ${format.format(paiseToRupees(discountPaise))}`;
}

/** "5% off, up to ₹100" / "₹50 off": the rule as staff and shoppers read it. */
export function describeOnlineDiscount(rule: OnlineDiscountRules): string {
  if (rule.kind === 'fixed') return `${rupeesAndPaise.format(rule.value)} off`;
  const cap = rule.max_discount === null ? '' : `, up to ${rupeesAndPaise.format(rule.max_discount)}`;
  return `${rule.value}% off${cap}`;
}
