// Checks the rule on unpaid orders (security audit M2) as a rule: four unpaid orders within a day make the next
// checkout wait until the fourth newest of them is a day old. (flows/place-order.test.ts checks it at checkout.)
import { describe, expect, it } from 'vitest';
import { checkoutAllowedFrom } from './unpaid-orders.ts';

describe('when a shopper who left orders unpaid may check out again', () => {
  const at = (hoursAgo: number, now: Date) => new Date(now.getTime() - hoursAgo * 3600_000);
  const now = new Date('2026-11-27T06:30:00.000Z');

  it('is now with fewer than four unpaid orders in the last day', () => {
    expect(checkoutAllowedFrom([], now)).toBeUndefined();
    expect(checkoutAllowedFrom([at(1, now), at(2, now), at(3, now)], now)).toBeUndefined();
    expect(checkoutAllowedFrom([at(1, now), at(2, now), at(3, now), at(25, now)], now)).toBeUndefined();
  });

  it('is when the fourth newest leaves the day', () => {
    const placed = [at(23, now), at(1, now), at(5, now), at(2, now), at(20, now)];
    // Newest first: 1, 2, 5, 20, 23 hours ago; the fourth newest (20 h ago) leaves the window in 4 hours.
    expect(checkoutAllowedFrom(placed, now)).toEqual(at(-4, now));
  });
});
