import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees, paiseToRupees, rupeesToPaise, unitPricePaise } from './money.ts';

describe('money', () => {
  it('turns rupees into whole paise without floating-point drift', () => {
    expect(rupeesToPaise(1299)).toBe(129900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
  });

  it('refuses amounts that are not money', () => {
    expect(() => rupeesToPaise(1.234)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it('turns paise back into rupees', () => {
    expect(paiseToRupees(129950)).toBe(1299.5);
  });

  it('charges the sale price when there is one', () => {
    expect(unitPricePaise({ pricePaise: 200000, salePricePaise: 150000 })).toBe(150000);
    expect(unitPricePaise({ pricePaise: 200000, salePricePaise: 0 })).toBe(200000);
  });

  it('shows rupees and dates the Indian way', () => {
    expect(formatRupees(129999.5)).toBe('₹1,29,999.50');
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
  });

  it('writes rupees exactly as the en-IN currency format does, without asking it', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [0, 0.5, 1, 9.99, 12.3, 999, 1000, 1299, 12345.67, 99999.99, 100000, 129999.5, 1234567.89];
    for (const amount of [...amounts, ...amounts.filter(Boolean).map((a) => -a), 10 ** 9 + 0.01, 0.004]) {
      expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
    }
    // Where they differ: nothing is never negative (the format writes "-₹0.00").
    expect([formatRupees(-0), formatRupees(-0.004)]).toEqual(['₹0.00', '₹0.00']);
    for (let paise = 0; paise < 2_000_000; paise += 7919) {
      expect(formatRupees(paise / 100)).toBe(intl.format(paise / 100));
    }
  });
});
