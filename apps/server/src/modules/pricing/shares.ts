// Owns how a discount is shared over an order's lines, to the paisa, and what a line (or some of its pieces) is worth
// after its shares: what it is invoiced at, and what giving it back refunds.

/**
 * Splits `amount` over lines in proportion to their values, to the paisa: each takes the floor of its share, and the
 * paise left over go to the largest remainders (earlier lines first on a tie). The parts always add up to `amount`.
 */
export function spread(amount: number, values: number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total === 0 || amount === 0) return values.map(() => 0);
  const exact = values.map((v) => (amount * v) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e - parts[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A line's pieces at their price, before any discount. */
export const grossOf = (line: { unitPricePaise: number; quantity: number }) => line.unitPricePaise * line.quantity;

/** Lines' pieces at their prices, before any discount: a cart's or an order's subtotal. */
export const subtotalOf = (lines: { unitPricePaise: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + grossOf(line), 0);

/** A line as it was sold: its price, its pieces, and its shares of the coupon and of paying online. */
export type SoldLine = { unitPricePaise: number; quantity: number; discountPaise: number; onlineDiscountPaise: number };

/**
 * What one line is worth after its shares of the discounts (the coupon's and paying online's), for `quantity` of its
 * pieces (a return of some of them) after the `before` pieces already given back: what it is invoiced at, and what
 * giving those back refunds. Each piece's share of the discounts is worked out of the running count, so giving back
 * every piece, in any number of returns, refunds exactly what the line was charged.
 */
export function netValue(line: SoldLine, quantity = line.quantity, before = 0): number {
  const discounts = line.discountPaise + line.onlineDiscountPaise;
  const shareOf = (pieces: number) => Math.round((discounts * pieces) / line.quantity);
  return grossOf({ unitPricePaise: line.unitPricePaise, quantity }) - (shareOf(before + quantity) - shareOf(before));
}
