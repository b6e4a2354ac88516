// Owns what the coupon form holds and how it becomes the API's body: every figure as typed, the dates as the
// datetime-local inputs give them (India's time), sent as ISO with the +05:30 offset.
import type { Coupon, CouponKind } from '@shop/contract/coupons';
import type { Category } from '@shop/contract/shop';

/** Field names match the body's, so the contract's errors land on the fields that caused them. */
export type CouponFormValues = {
  code: string;
  kind: CouponKind;
  value: string;
  min_order: string;
  max_discount: string;
  /** 'YYYY-MM-DDTHH:mm' in India's time, or '' for none. */
  starts_at: string;
  ends_at: string;
  total_uses: string;
  per_shopper_uses: string;
  categories: Category[];
  paused: boolean;
};

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  min_order: '',
  max_discount: '',
  starts_at: '',
  ends_at: '',
  total_uses: '',
  per_shopper_uses: '',
  categories: [],
  paused: false,
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-03-01T10:00' (India) → '2026-03-01T10:00:00+05:30'; '' → null. */
export function isoFromIndiaTime(local: string): string | null {
  if (!local) return null;
  return `${local.length === 16 ? `${local}:00` : local}+05:30`;
}

/** Any ISO instant → the datetime-local value for the same moment in India, to the minute. */
export function indiaTimeFromIso(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    min_order: coupon.min_order > 0 ? String(coupon.min_order) : '',
    max_discount: textOf(coupon.max_discount),
    starts_at: indiaTimeFromIso(coupon.starts_at),
    ends_at: indiaTimeFromIso(coupon.ends_at),
    total_uses: textOf(coupon.total_uses),
    per_shopper_uses: textOf(coupon.per_shopper_uses),
    categories: [...coupon.categories],
    paused: coupon.paused,
  };
}

/** '' is "not given"; anything else is the number typed (NaN when it is not one, which the schema refuses). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * What is sent, before the contract's schema (in the resolver) checks it and says what is wrong: empty limits are
 * null (none), an empty minimum 0, and a fixed amount has no cap.
 */
export function bodyOf(values: CouponFormValues) {
  return {
    code: values.code,
    kind: values.kind,
    value: numberOf(values.value),
    min_order: numberOf(values.min_order) ?? 0,
    max_discount: values.kind === 'percent' ? (numberOf(values.max_discount) ?? null) : null,
    starts_at: isoFromIndiaTime(values.starts_at),
    ends_at: isoFromIndiaTime(values.ends_at),
    total_uses: numberOf(values.total_uses) ?? null,
    per_shopper_uses: numberOf(values.per_shopper_uses) ?? null,
    categories: values.categories,
    paused: values.paused,
  };
}
