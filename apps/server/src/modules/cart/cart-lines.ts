// Owns the cart's lines as an order would buy them: at the catalogue's prices now, each with its size and colour, in
// the one order stock is locked in.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { cartItems, carts, products, productVariants } from '../../platform/db/schema.ts';
import { Invalid } from '../../platform/errors.ts';
import { variantUnitPaise } from '../catalog/index.ts';
import { inLockOrder, type StockLine } from '../inventory/index.ts';

export const CART_LINE_MESSAGES = {
  chooseSize: (title: string) => `Please choose a size for "${title}" in your cart.`,
} as const;

export type CartLine = StockLine & {
  title: string;
  category: string;
  image: string;
  size: string | null;
  colour: string | null;
  sku: string | null;
  taxClass: 'clothing' | 'bags';
  unitPricePaise: number;
};

/**
 * The cart's lines at the database's prices, in lock order (every checkout the same: no deadlocks between them). A line
 * without a size for a product that has sizes now (staff added options after it went in the cart) cannot be bought.
 */
export async function cartLinesOf(tx: Tx | Db, userId: string): Promise<CartLine[]> {
  const rows = await tx
    .select({
      product: {
        id: products.id,
        title: products.title,
        image: products.image,
        pricePaise: products.pricePaise,
        salePricePaise: products.salePricePaise,
        unitPricePaise: products.unitPricePaise,
        taxClass: products.taxClass,
        category: products.category,
      },
      variant: productVariants,
      quantity: cartItems.quantity,
      hasVariants: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(carts.userId, userId));
  const lines = rows.map(({ product, variant, quantity, hasVariants }) => {
    if (!variant && hasVariants) throw new Invalid(CART_LINE_MESSAGES.chooseSize(product.title));
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      title: product.title,
      category: product.category,
      image: variant?.images[0] ?? product.image,
      size: variant?.size ?? null,
      colour: variant?.colour ?? null,
      sku: variant?.sku ?? null,
      taxClass: product.taxClass,
      unitPricePaise: variant ? variantUnitPaise(product, variant) : product.unitPricePaise,
      quantity,
    };
  });
  return inLockOrder(lines);
}

/** "Linen Kurta (M, Black)": a line as a shopper names it. */
export const lineName = (line: Pick<CartLine, 'title' | 'size' | 'colour'>) => {
  const options = [line.size, line.colour].filter(Boolean).join(', ');
  return options ? `${line.title} (${options})` : line.title;
};
