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
});
