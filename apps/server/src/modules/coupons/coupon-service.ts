// Owns coupons in the database: staff's codes, a quote for a shopper's cart, and redeeming one with an order under the
// coupon's row lock, so two shoppers racing for its last use never both get it.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Coupon, CouponInput } from '@shop/contract/coupons';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Category } from '@shop/contract/shop';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { couponRedemptions, coupons } from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { COUPON_MESSAGES, type CouponLine, type CouponRow, discountFor, timeRefusal } from './coupon-rules.ts';

export type Redemption = { coupon: CouponRow; discountPaise: number; perLine: number[] };

const byCode = (code: string) => eq(sql`lower(${coupons.code})`, code.trim().toLowerCase());

/** Uses that count against the limits: orders holding the coupon while they wait, and orders that used it. */
async function usesOf(db: Reader, couponId: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        ne(couponRedemptions.state, 'released'),
        ...(userId ? [eq(couponRedemptions.userId, userId)] : []),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * The coupon's discount on these lines for this shopper now, or a clear refusal (an Invalid: a 400). With `lock`, the
 * coupon's row is locked first: two orders redeeming it at once count each other's use.
 */
export async function redeemable(
  db: Reader,
  code: string,
  userId: string,
  lines: CouponLine[],
  { lock = false, now = new Date() } = {},
): Promise<Redemption> {
  const query = db.select().from(coupons).where(byCode(code));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) throw new Invalid(COUPON_MESSAGES.unknown);
  const when = timeRefusal(coupon, now);
  if (when) throw new Invalid(when);
  if (coupon.totalUses !== null && (await usesOf(db, coupon.id)) >= coupon.totalUses) {
    throw new Invalid(COUPON_MESSAGES.usedUp);
  }
  if (coupon.perShopperUses !== null) {
    const mine = await usesOf(db, coupon.id, userId);
    if (mine >= coupon.perShopperUses) throw new Invalid(COUPON_MESSAGES.usedByYou(mine));
  }
  const result = discountFor(coupon, lines);
  if ('refusal' in result) throw new Invalid(result.refusal);
  return { coupon, ...result };
}

/** The order's use of the coupon, held until it is paid (or used at once for cash at the door). */
export async function recordRedemption(
  tx: Tx,
  redemption: Redemption,
  order: { id: string; userId: string },
  state: 'held' | 'used',
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: redemption.coupon.id,
    userId: order.userId,
    orderId: order.id,
    discountPaise: redemption.discountPaise,
    state,
  });
}

/** An order's coupon use moves on with it: used once paid, released (given back) when it is let go or cancelled. */
export async function moveRedemption(tx: Tx, orderId: string, to: 'used' | 'released'): Promise<void> {
  await tx.update(couponRedemptions).set({ state: to }).where(eq(couponRedemptions.orderId, orderId));
}

// ── Staff ──

function toCoupon(row: CouponRow, used: number, held: number): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : paiseToRupees(row.value),
    min_order: paiseToRupees(row.minOrderPaise),
    max_discount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    total_uses: row.totalUses,
    per_shopper_uses: row.perShopperUses,
    categories: row.categories as Category[],
    paused: row.paused,
    used,
    held,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(sql`${coupons.createdAt} desc`);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ couponId: couponRedemptions.couponId, state: couponRedemptions.state, n: count() })
    .from(couponRedemptions)
    .where(
      inArray(
        couponRedemptions.couponId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(couponRedemptions.couponId, couponRedemptions.state);
  const countOf = (id: string, state: 'used' | 'held') =>
    counts.find((c) => c.couponId === id && c.state === state)?.n ?? 0;
  return rows.map((row) => toCoupon(row, countOf(row.id, 'used'), countOf(row.id, 'held')));
}

type ParsedInput = Omit<
  Required<CouponInput>,
  'max_discount' | 'starts_at' | 'ends_at' | 'total_uses' | 'per_shopper_uses'
> & {
  max_discount: number | null;
  starts_at: string | null;
  ends_at: string | null;
  total_uses: number | null;
  per_shopper_uses: number | null;
};

function toRow(input: ParsedInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'percent' ? input.value : rupeesToPaise(input.value),
    minOrderPaise: rupeesToPaise(input.min_order),
    maxDiscountPaise:
      input.kind === 'percent' && input.max_discount !== null ? rupeesToPaise(input.max_discount) : null,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    totalUses: input.total_uses,
    perShopperUses: input.per_shopper_uses,
    categories: [...new Set(input.categories)],
    paused: input.paused,
    updatedAt: new Date(),
  };
}

/** A code taken by another coupon (whatever its case) is a 409. */
async function refuseTakenCode(db: Db, code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(byCode(code), ...(exceptId ? [ne(coupons.id, exceptId)] : [])));
  if (taken) throw new Conflict(COUPON_MESSAGES.duplicateCode);
}

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function createCoupon(db: Db, input: ParsedInput): Promise<Coupon> {
  await refuseTakenCode(db, input.code);
  try {
    const [row] = await db.insert(coupons).values(toRow(input)).returning();
    return toCoupon(row!, 0, 0);
  } catch (error) {
    if (uniqueViolation(error)) throw new Conflict(COUPON_MESSAGES.duplicateCode);
    throw error;
  }
}

export async function updateCoupon(db: Db, id: string, input: ParsedInput): Promise<Coupon> {
  await refuseTakenCode(db, input.code, id);
  const [row] = await db.update(coupons).set(toRow(input)).where(eq(coupons.id, id)).returning();
  if (!row) throw new NotFound(COUPON_MESSAGES.notFound);
  const [used, held] = await Promise.all([
    db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, id), eq(couponRedemptions.state, 'used'))),
    db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, id), eq(couponRedemptions.state, 'held'))),
  ]);
  return toCoupon(row, used[0]?.n ?? 0, held[0]?.n ?? 0);
}

/** Orders keep the code and discount they were placed with; only the coupon and its use counts go. */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!row) throw new NotFound(COUPON_MESSAGES.notFound);
}
