import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { lineTax, rateFor } from './gst.ts';

const rules = DEFAULT_SETTINGS.tax;

describe('the rate of a piece', () => {
  it('is 5 % for clothing up to ₹2,500 a piece, inclusive, and 18 % above', () => {
    expect(rateFor('clothing', 2_500_00, rules)).toBe(5);
    expect(rateFor('clothing', 2_500_01, rules)).toBe(18);
    expect(rateFor('clothing', 999_00, rules)).toBe(5);
  });

  it('is the rate staff set for bags, whatever the price', () => {
    expect(rateFor('bags', 499_00, rules)).toBe(18);
    expect(rateFor('bags', 499_00, { ...rules, bags: { hsn: '4202', rate: 12 } })).toBe(12);
  });
});

describe('the tax of a line, worked back out of a price that includes it', () => {
  it('splits CGST and SGST equally within the state, and the parts add up to the paisa', () => {
    // ₹1,299 at 5 %: taxable 1237.14, tax 61.86 → 30.93 each.
    expect(lineTax(1_299_00, 5, true)).toEqual({
      taxablePaise: 1_237_14,
      cgstPaise: 30_93,
      sgstPaise: 30_93,
      igstPaise: 0,
      totalPaise: 1_299_00,
    });
  });

  it('charges IGST across states', () => {
    // ₹2,999 at 18 %: taxable 2541.53, IGST 457.47.
    expect(lineTax(2_999_00, 18, false)).toEqual({
      taxablePaise: 2_541_53,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 457_47,
      totalPaise: 2_999_00,
    });
  });

  it('rounds each half to the paisa and keeps the total exact, for every price up to ₹100', () => {
    for (let paise = 1; paise <= 10_000; paise++) {
      for (const rate of [5, 12, 18]) {
        const intra = lineTax(paise, rate, true);
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(paise);
        expect(Math.abs(intra.cgstPaise - (paise - paise / (1 + rate / 100)) / 2)).toBeLessThanOrEqual(0.5);
        const inter = lineTax(paise, rate, false);
        expect(inter.taxablePaise + inter.igstPaise).toBe(paise);
      }
    }
  });

  it('taxes the boundary piece at ₹2,500 at 5 % and one paisa more at 18 %', () => {
    expect(lineTax(2_500_00, rateFor('clothing', 2_500_00, rules), true).cgstPaise).toBe(59_52);
    expect(lineTax(2_500_01, rateFor('clothing', 2_500_01, rules), false).igstPaise).toBe(381_36);
  });
});
