import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { PAYMENT_METHODS } from '@shop/contract/shop';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netValue, priceOrder, spread } from './index.ts';

const line = fc.record({
  unitPricePaise: fc.integer({ min: 100, max: 900_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  taxClass: fc.constantFrom('clothing' as const, 'bags' as const),
});
const onlineRule = fc.oneof(
  fc.constant(DEFAULT_SETTINGS.online_discount),
  fc.record({
    enabled: fc.constant(true),
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: 1, max: 50 }),
    max_discount: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
  }),
  fc.record({
    enabled: fc.constant(true),
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 500 }),
    max_discount: fc.constant(null),
  }),
);
const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  /** The coupon's cut of the subtotal, per mille, spread over some of the lines (as coupons' discountFor does). */
  couponPerMille: fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
  couponLines: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  online: onlineRule,
  codFee: fc.integer({ min: 0, max: 200 }),
  intraState: fc.boolean(),
});

describe('the price of an order', () => {
  it('adds up, to the paisa, by every way to pay: lines, shares, taxes, fees and the total', () => {
    fc.assert(
      fc.property(order, (o) => {
        const values = o.lines.map((l, i) => (o.couponLines[i] ? l.unitPricePaise * l.quantity : 0));
        const eligible = values.reduce((a, b) => a + b, 0);
        const subtotal = o.lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
        const discount =
          o.couponPerMille && eligible > 0
            ? Math.min(Math.round((eligible * o.couponPerMille) / 1000), subtotal - 100)
            : 0;
        const coupon = discount > 0 ? { discountPaise: discount, perLine: spread(discount, values) } : undefined;
        const settings: Pick<Settings, 'online_discount' | 'cod' | 'tax'> = {
          online_discount: o.online,
          cod: { ...DEFAULT_SETTINGS.cod, fee: o.codFee },
          tax: DEFAULT_SETTINGS.tax,
        };
        const priced = priceOrder({ lines: o.lines, coupon, settings, intraState: o.intraState });
        expect(priced.subtotalPaise).toBe(subtotal);
        expect(priced.itemsPaise).toBe(subtotal - discount);
        for (const method of PAYMENT_METHODS) {
          const price = priced.methods[method];
          const parts = [...price.lines, ...price.fees];
          // Every part's taxable value and tax make up what it was charged, and the parts make up the total.
          for (const part of parts) {
            expect(part.taxablePaise + part.cgstPaise + part.sgstPaise + part.igstPaise).toBe(part.totalPaise);
          }
          expect(parts.reduce((sum, part) => sum + part.totalPaise, 0)).toBe(price.totalPaise);
          expect(price.totalPaise).toBe(
            subtotal - price.discountPaise - price.onlineDiscountPaise + price.codFeePaise + price.shippingFeePaise,
          );
          expect(price.lines.reduce((sum, l) => sum + l.discountPaise, 0)).toBe(discount);
          expect(price.lines.reduce((sum, l) => sum + l.onlineDiscountPaise, 0)).toBe(price.onlineDiscountPaise);
          expect(price.totalPaise).toBeGreaterThanOrEqual(100);
          // Giving every piece back, one at a time, returns exactly what each line was charged.
          for (const sold of price.lines) {
            let back = 0;
            for (let piece = 0; piece < sold.quantity; piece += 1) back += netValue(sold, 1, piece);
            expect(back).toBe(sold.totalPaise);
          }
        }
        expect(priced.methods.COD.onlineDiscountPaise).toBe(0);
        expect(priced.methods.COD.codFeePaise).toBe(o.codFee * 100);
        expect(priced.methods.Razorpay.codFeePaise).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
