// Owns each shopper's cart: one per user, quantities never above stock, totals from the database's prices.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Cart } from '@shop/contract/cart';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import type { Db, Tx } from '../../platform/db/database.ts';
import { cartItems, carts, orderItems, products, productVariants } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { variantPrices, variantUnitPaise } from '../catalog/index.ts';

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
    totalPaise += unitPaise * quantity;
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
      line_total: paiseToRupees(unitPaise * quantity),
    };
  });
  return { _id: cart.id, items, total: paiseToRupees(totalPaise) };
}

async function cartIdFor(db: Db, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart!.id;
}

/** A cart line: the product, and its variant when it has options. */
export type LineKey = { productId: string; variantId?: string | undefined };

/**
 * The stock a line may hold, and the line as stored (variant null for a product without options). A product with
 * variants needs one of them chosen: "Please select a size" (or a colour, when it has colours only).
 */
async function stockOf(
  db: Db,
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

/** Adds to what is in the cart already; the sum may not pass the stock. One statement, so two adds at once both count. */
export async function addToCart(db: Db, userId: string, line: LineKey, quantity: number): Promise<void> {
  const { stock, variantId } = await stockOf(db, line);
  if (quantity > stock) throw tooMany(stock);
  const cartId = await cartIdFor(db, userId);
  const saved = await db
    .insert(cartItems)
    .values({ cartId, productId: line.productId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (saved.length === 0) throw tooMany(stock);
}

export async function setCartQuantity(db: Db, userId: string, line: LineKey, quantity: number): Promise<void> {
  const { stock, variantId } = await stockOf(db, line);
  if (quantity > stock) throw tooMany(stock);
  const cartId = await cartIdFor(db, userId);
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(lineOf(cartId, line.productId, variantId))
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) throw new NotFound(CART_MESSAGES.notInCart);
}

/** Removes one line; without a variant id, the product's line without options (the spec's call). */
export async function removeFromCart(db: Db, userId: string, line: LineKey): Promise<void> {
  const cartId = await cartIdFor(db, userId);
  const deleted = await db
    .delete(cartItems)
    .where(lineOf(cartId, line.productId, line.variantId ?? null))
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
