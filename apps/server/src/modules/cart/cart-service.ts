// Owns each shopper's cart: one per user, quantities never above stock nor staff's limits on what one order may hold,
// totals from the database's prices.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Cart } from '@shop/contract/cart';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { cartItems, carts, orderItems, products, productVariants } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { variantPrices, variantUnitPaise } from '../catalog/index.ts';
import { grossOf } from '../pricing/index.ts';
import { getSettings } from '../settings/index.ts';
import { cartLineRefusal } from './cart-limits.ts';

export const CART_MESSAGES = {
  added: MESSAGES.addedToCart,
  updated: MESSAGES.cartUpdated,
  deleted: MESSAGES.cartDeleted,
  outOfStock: 'This product is out of stock',
  notInCart: 'That product is not in your cart',
  productNotFound: 'Product not found',
  variantNotFound: 'That size or colour is not sold any more',
} as const;

export async function getCart(db: Db, userId: string): Promise<Cart> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return { _id: null, items: [], total: 0 };
  const { limits } = await getSettings(db);
  const rows = await db
    .select({ product: products, variant: productVariants, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.createdAt, cartItems.id);
  let totalPaise = 0;
  const items = rows.map(({ product, variant, quantity }) => {
    const prices = variant ? variantPrices(product, variant) : product;
    const unitPaise = variant ? variantUnitPaise(product, variant) : product.unitPricePaise;
    totalPaise += grossOf({ unitPricePaise: unitPaise, quantity });
    return {
      product_id: product.id,
      variant_id: variant?.id ?? null,
      size: variant?.size ?? null,
      colour: variant?.colour ?? null,
      title: product.title,
      image: variant?.images[0] ?? product.image,
      price: paiseToRupees(prices.pricePaise),
      sale_price: paiseToRupees(prices.salePricePaise),
      quantity,
      total_stock: variant ? variant.stock : product.totalStock,
      max_units_per_item: limits.max_units_per_item,
      line_total: paiseToRupees(grossOf({ unitPricePaise: unitPaise, quantity })),
    };
  });
  return { _id: cart.id, items, total: paiseToRupees(totalPaise) };
}

/** The user's cart (made on first use), locked: one change to it at a time, so its limits count every line. */
async function lockedCartOf(tx: Tx, userId: string): Promise<string> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return cart!.id;
}

/** The units of one line (0 when it is not in the cart) and of the whole cart. */
async function unitsIn(tx: Tx, cartId: string, productId: string, variantId: string | null) {
  const rows = await tx
    .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const line = rows.find((row) => row.productId === productId && row.variantId === variantId);
  return { line: line?.quantity ?? 0, cart: rows.reduce((sum, row) => sum + row.quantity, 0) };
}

/** A cart line: the product, and its variant when it has options. */
export type LineKey = { productId: string; variantId?: string | undefined };

/**
 * The stock a line may hold, and the line as stored (variant null for a product without options). A product with
 * variants needs one of them chosen: "Please select a size" (or a colour, when it has colours only).
 */
async function stockOf(
  db: Reader,
  { productId, variantId }: LineKey,
): Promise<{ stock: number; variantId: string | null }> {
  const [product] = await db
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new NotFound(CART_MESSAGES.productNotFound);
  const variants = await db
    .select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (variants.length === 0) {
    if (variantId) throw new NotFound(CART_MESSAGES.variantNotFound);
    return { stock: product.totalStock, variantId: null };
  }
  if (!variantId)
    throw new Invalid(variants.some((v) => v.size !== null) ? MESSAGES.selectSize : MESSAGES.selectColour);
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) throw new NotFound(CART_MESSAGES.variantNotFound);
  return { stock: variant.stock, variantId: variant.id };
}

const tooMany = (stock: number) =>
  new Invalid(stock === 0 ? CART_MESSAGES.outOfStock : MESSAGES.onlyQuantityCanBeAdded(stock));

/** Where one line of the cart is: its product and its variant (or none). */
const lineOf = (cartId: string, productId: string, variantId: string | null) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    variantId ? eq(cartItems.variantId, variantId) : isNull(cartItems.variantId),
  );

/**
 * Sets a line to `wanted(current units)`, within the stock and staff's limits, in one transaction on the locked cart:
 * two changes at once both count, and a refused one changes nothing.
 */
async function changeLine(
  db: Db,
  userId: string,
  line: LineKey,
  wanted: (current: number) => number,
  { mustExist }: { mustExist: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await lockedCartOf(tx, userId);
    const { stock, variantId } = await stockOf(tx, line);
    const units = await unitsIn(tx, cartId, line.productId, variantId);
    if (mustExist && units.line === 0) throw new NotFound(CART_MESSAGES.notInCart);
    const quantity = wanted(units.line);
    const { limits } = await getSettings(tx);
    // Of the stock and the limit per item, the shopper hears of the lower.
    if (quantity > stock && stock <= limits.max_units_per_item) throw tooMany(stock);
    const refusal = cartLineRefusal(limits, { current: units.line, wanted: quantity, cartUnits: units.cart });
    if (refusal) throw new Invalid(refusal);
    if (quantity > stock) throw tooMany(stock);
    await tx
      .insert(cartItems)
      .values({ cartId, productId: line.productId, variantId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
        set: { quantity },
      });
  });
}

/** Adds to what is in the cart already; the sum may pass neither the stock nor staff's limits. */
export function addToCart(db: Db, userId: string, line: LineKey, quantity: number): Promise<void> {
  return changeLine(db, userId, line, (current) => current + quantity, { mustExist: false });
}

export function setCartQuantity(db: Db, userId: string, line: LineKey, quantity: number): Promise<void> {
  return changeLine(db, userId, line, () => quantity, { mustExist: true });
}

/** Removes one line; without a variant id, the product's line without options (the spec's call). */
export async function removeFromCart(db: Db, userId: string, line: LineKey): Promise<void> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new NotFound(CART_MESSAGES.notInCart);
  const deleted = await db
    .delete(cartItems)
    .where(lineOf(cart.id, line.productId, line.variantId ?? null))
    .returning({ productId: cartItems.productId });
  if (deleted.length === 0) throw new NotFound(CART_MESSAGES.notInCart);
}

/** Stands for "no variant" where a null would not compare equal to a null. */
const NO_VARIANT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * What an order bought leaves its shopper's cart, in the order's transaction (it is paid, or placed for cash at the
 * door); anything added meanwhile stays.
 */
export async function removeBought(tx: Tx, userId: string, orderId: string): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cart.id),
        sql`(${cartItems.productId}, coalesce(${cartItems.variantId}, ${NO_VARIANT})) in (select ${orderItems.productId}, coalesce(${orderItems.variantId}, ${NO_VARIANT}) from ${orderItems} where ${orderItems.orderId} = ${orderId})`,
      ),
    );
}
