// Owns what a shared product link shows before any script runs: its title, description and picture.
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { SHOP_NAME } from '@shop/contract/shop';
import type { Db } from '../../platform/db/database.ts';
import type { PageMeta } from '../../platform/web-app.ts';
import { findProduct } from './product-queries.ts';

const PRODUCT_PAGE = /^\/shop\/product\/([0-9a-f-]{36})$/i;

export async function productPageMeta(db: Db, pathname: string): Promise<PageMeta | undefined> {
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!id) return undefined;
  const product = await findProduct(db, id);
  if (!product) return undefined;
  const price = formatRupees(paiseToRupees(product.unitPricePaise));
  return {
    title: `${product.title} · ${SHOP_NAME}`,
    description: `${product.description} ${price}, free delivery across India.`.slice(0, 300),
    image: product.image,
    type: 'product',
  };
}
