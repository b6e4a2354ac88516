import { describe, expect, it } from 'vitest';
import { netValue, spread } from './shares.ts';

describe('spreading a discount', () => {
  it('always adds up, the odd paise going to the largest remainders', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(7, [0, 10, 30])).toEqual([0, 2, 5]);
    for (let amount = 0; amount < 500; amount += 37) {
      expect(spread(amount, [333, 1000, 1, 59_999]).reduce((a, b) => a + b)).toBe(amount);
    }
  });

  it('gives a returned piece its share of its line’s discount', () => {
    const line = { unitPricePaise: 100_000, quantity: 3, discountPaise: 30_000, onlineDiscountPaise: 0 };
    expect(netValue(line)).toBe(270_000);
    expect(netValue(line, 1)).toBe(90_000);
  });

  it('takes the discount for paying online off a line as it takes the coupon’s', () => {
    const line = { unitPricePaise: 100_000, quantity: 3, discountPaise: 30_000, onlineDiscountPaise: 6_000 };
    expect(netValue(line)).toBe(264_000);
    expect(netValue(line, 1)).toBe(88_000);
  });
});
