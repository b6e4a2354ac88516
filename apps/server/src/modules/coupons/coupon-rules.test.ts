import { describe, expect, it } from 'vitest';
import { type CouponRow, discountFor, timeRefusal } from './coupon-rules.ts';

const coupon = (over: Partial<CouponRow>): CouponRow => ({
  id: 'c',
  code: 'FEST10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  perShopperUses: null,
  categories: [],
  paused: false,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});
const kurta = { category: 'women', unitPricePaise: 129_900, quantity: 1 };
const shirt = { category: 'men', unitPricePaise: 99_950, quantity: 3 };

describe('a coupon’s discount', () => {
  it('takes a percentage rounded half up to the paisa, spread over the lines to the paisa', () => {
    const result = discountFor(coupon({ value: 15 }), [kurta, shirt]);
    // (1,299.00 + 3 × 999.50) × 15 % = 4,297.50 × 0.15 = 644.625 → 644.63
    expect(result).toEqual({ discountPaise: 64_463, perLine: [19_485, 44_978] });
    if ('perLine' in result) expect(result.perLine.reduce((a, b) => a + b)).toBe(64_463);
  });

  it('caps a percentage at its largest discount', () => {
    expect(discountFor(coupon({ value: 50, maxDiscountPaise: 50_000 }), [kurta, shirt])).toMatchObject({
      discountPaise: 50_000,
    });
  });

  it('takes a fixed amount, never more than the lines it applies to, and leaves at least ₹1 to pay', () => {
    expect(discountFor(coupon({ kind: 'fixed', value: 20_000 }), [kurta])).toMatchObject({ discountPaise: 20_000 });
    expect(discountFor(coupon({ kind: 'fixed', value: 500_000 }), [kurta])).toMatchObject({ discountPaise: 129_800 });
    expect(discountFor(coupon({ kind: 'fixed', value: 500_000, categories: ['women'] }), [kurta, shirt])).toMatchObject(
      {
        discountPaise: 129_900,
        perLine: [129_900, 0],
      },
    );
  });

  it('applies to its categories only, and their value must reach the minimum', () => {
    expect(discountFor(coupon({ categories: ['kids'] }), [kurta, shirt])).toEqual({
      refusal: 'This coupon is for Kids only, and none of those are in your cart.',
    });
    expect(discountFor(coupon({ categories: ['men'], minOrderPaise: 300_000 }), [kurta, shirt])).toEqual({
      refusal: 'This coupon needs an order of at least ₹3,000.00: add ₹1.50 more.',
    });
    expect(discountFor(coupon({ categories: ['men'], minOrderPaise: 299_850 }), [kurta, shirt])).toMatchObject({
      discountPaise: 29_985,
      perLine: [0, 29_985],
    });
  });

  it('is refused while paused, before its start and from its end', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(timeRefusal(coupon({ paused: true }), now)).toBe('This coupon is not active at the moment.');
    expect(timeRefusal(coupon({ startsAt: new Date('2026-11-26T00:00:00+05:30') }), now)).toBe(
      'This coupon can be used from 26 Nov 2026, 12:00 am.',
    );
    expect(timeRefusal(coupon({ endsAt: now }), now)).toBe('This coupon has expired.');
    expect(timeRefusal(coupon({ endsAt: new Date(now.getTime() + 1) }), now)).toBeUndefined();
  });
});
