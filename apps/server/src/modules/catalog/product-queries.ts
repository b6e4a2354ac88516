// Owns the catalogue's SQL: listing with filters, sorts and pages, search over the trigram index, and product rows → API shape.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@shop/contract/catalog';
import type { SortOption } from '@shop/contract/shop';
import { paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { products } from '../../platform/db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    category: row.category,
    brand: row.brand,
    price: paiseToRupees(row.pricePaise),
    sale_price: paiseToRupees(row.salePricePaise),
    total_stock: row.totalStock,
    average_review: Number(row.averageReview),
    createdAt: row.createdAt.toISOString(),
  };
}

const ORDER_BY: Record<SortOption | 'newest', SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-lowtohigh': [asc(products.unitPricePaise), asc(products.id)],
  'price-hightolow': [desc(products.unitPricePaise), asc(products.id)],
  'title-atoz': [asc(products.title), asc(products.id)],
  'title-ztoa': [desc(products.title), asc(products.id)],
};

export type Page = { page: number; limit: number };

async function paged(db: Db, where: SQL | undefined, orderBy: SQL[], { page, limit }: Page) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { data: rows.map(toProduct), total, page, limit };
}

export function listProducts(
  db: Db,
  filters: { category: string[]; brand: string[]; sortBy: SortOption | 'newest' } & Page,
) {
  const where = and(
    filters.category.length ? inArray(products.category, filters.category) : undefined,
    filters.brand.length ? inArray(products.brand, filters.brand) : undefined,
  );
  return paged(db, where, ORDER_BY[filters.sortBy], filters);
}

/** The same expression the GIN trigram index is built on, so ILIKE can use it. */
const searchable = sql`(${products.title} || ' ' || ${products.description} || ' ' || ${products.category} || ' ' || ${products.brand})`;

/** LIKE treats % _ and \ specially; escape them so the keyword is matched as plain text. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match over title, description, category and brand; title matches first. */
export function searchProducts(db: Db, keyword: string, page: Page) {
  const pattern = likePattern(keyword);
  const where = sql`${searchable} ilike ${pattern}`;
  const rank = [
    sql`case when ${products.title} ilike ${pattern} then 0 else 1 end`,
    sql`similarity(${products.title}, ${keyword}) desc`,
    asc(products.title),
    asc(products.id),
  ];
  return paged(db, where, rank, page);
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}
