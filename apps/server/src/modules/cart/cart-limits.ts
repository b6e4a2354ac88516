// Owns how much of the stock one order may hold (staff's limits in Settings; security audit M2): a line's units and
// all the lines' units together, as the cart keeps to them and as placing an order checks them again (staff may lower a
// limit after a cart was filled).
import { MESSAGES } from '@shop/contract/messages';
import type { OrderLimits } from '@shop/contract/settings';
import { type CartLine, lineName } from './cart-lines.ts';

/**
 * Why a cart line may not go from `current` to `wanted` units when the cart holds `cartUnits` in all (this line's
 * `current` among them), or undefined when it may. Fewer units are always allowed: they hold less, whatever the limits.
 */
export function cartLineRefusal(
  limits: OrderLimits,
  { current, wanted, cartUnits }: { current: number; wanted: number; cartUnits: number },
): string | undefined {
  if (wanted <= current) return undefined;
  if (wanted > limits.max_units_per_item) return MESSAGES.maxUnitsPerItem(limits.max_units_per_item);
  if (cartUnits - current + wanted > limits.max_units_per_order) {
    return MESSAGES.maxUnitsPerOrder(limits.max_units_per_order);
  }
  return undefined;
}

/** Why an order of these lines may not be placed under the limits now, or undefined when it may. */
export function orderRefusal(
  limits: OrderLimits,
  lines: Pick<CartLine, 'title' | 'size' | 'colour' | 'quantity'>[],
): string | undefined {
  const tooMany = lines.find((line) => line.quantity > limits.max_units_per_item);
  if (tooMany) return MESSAGES.maxUnitsOfLine(limits.max_units_per_item, lineName(tooMany));
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > limits.max_units_per_order) return MESSAGES.maxUnitsPerOrder(limits.max_units_per_order);
  return undefined;
}
