// Owns each shopper's cart: one per user, quantities never above stock, totals from the database's prices.
import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '@shop/contract/cart';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { cartItems, carts, products } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';

export const CART_MESSAGES = {
  added: MESSAGES.addedToCart,
  updated: MESSAGES.cartUpdated,
  deleted: MESSAGES.cartDeleted,
  outOfStock: 'This product is out of stock',
  notInCart: 'That product is not in your cart',
  productNotFound: 'Product not found',
} as const;

export async function getCart(db: Db, userId: string): Promise<Cart> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return { _id: null, items: [], total: 0 };
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      image: products.image,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      unitPricePaise: products.unitPricePaise,
      totalStock: products.totalStock,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.createdAt, products.id);
  const items = rows.map((row) => ({
    product_id: row.productId,
    title: row.title,
    image: row.image,
    price: paiseToRupees(row.pricePaise),
    sale_price: paiseToRupees(row.salePricePaise),
    quantity: row.quantity,
    total_stock: row.totalStock,
    line_total: paiseToRupees(row.unitPricePaise * row.quantity),
  }));
  const totalPaise = rows.reduce((sum, row) => sum + row.unitPricePaise * row.quantity, 0);
  return { _id: cart.id, items, total: paiseToRupees(totalPaise) };
}

async function cartIdFor(db: Db, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart!.id;
}

async function stockOf(db: Db, productId: string): Promise<number> {
  const [product] = await db
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new NotFound(CART_MESSAGES.productNotFound);
  return product.totalStock;
}

const tooMany = (stock: number) =>
  new Invalid(stock === 0 ? CART_MESSAGES.outOfStock : MESSAGES.onlyQuantityCanBeAdded(stock));

/** Adds to what is in the cart already; the sum may not pass the stock. One statement, so two adds at once both count. */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  const stock = await stockOf(db, productId);
  if (quantity > stock) throw tooMany(stock);
  const cartId = await cartIdFor(db, userId);
  const saved = await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (saved.length === 0) throw tooMany(stock);
}

export async function setCartQuantity(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  const stock = await stockOf(db, productId);
  if (quantity > stock) throw tooMany(stock);
  const cartId = await cartIdFor(db, userId);
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) throw new NotFound(CART_MESSAGES.notInCart);
}

export async function removeFromCart(db: Db, userId: string, productId: string): Promise<void> {
  const cartId = await cartIdFor(db, userId);
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (deleted.length === 0) throw new NotFound(CART_MESSAGES.notInCart);
}
