// Owns what a product, and an order's lines, ship as: the measures staff saved, else the category's default parcel.
import { inArray } from 'drizzle-orm';
import { defaultParcel, type ParcelSize } from '@shop/contract/shipping';
import type { Reader } from '../../platform/db/database.ts';
import { products, productVariants } from '../../platform/db/schema.ts';

type ParcelColumns = {
  category: string;
  taxClass: 'clothing' | 'bags';
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
};

/** What one unit of the product ships as: each measure staff saved, the category's default for the rest. */
export function parcelOfProduct(row: ParcelColumns): ParcelSize {
  const fallback = defaultParcel({ category: row.category, tax_class: row.taxClass });
  return {
    weight_grams: row.weightGrams ?? fallback.weight_grams,
    length_cm: row.lengthCm ?? fallback.length_cm,
    breadth_cm: row.breadthCm ?? fallback.breadth_cm,
    height_cm: row.heightCm ?? fallback.height_cm,
  };
}

/** The tallest box couriers take (parcelSize's limit): folded garments stacked past it go as one box that tall. */
const MAX_HEIGHT_CM = 150;

export type OrderLine = { productId: string | null; variantId: string | null; quantity: number };
export type OrderParcel = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };

/**
 * What an order's lines ship as, in one box: the weights added up (a variant's own weight, else its product's, else
 * the category's default), the longest length and breadth, and the heights stacked (capped at 150 cm). A line whose
 * product was deleted since ships as a folded garment.
 */
export async function parcelOf(db: Reader, lines: OrderLine[]): Promise<OrderParcel> {
  const garment = defaultParcel({ category: 'women' });
  if (lines.length === 0) {
    return {
      weightGrams: garment.weight_grams,
      lengthCm: garment.length_cm,
      breadthCm: garment.breadth_cm,
      heightCm: garment.height_cm,
    };
  }
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const [productRows, variantRows] = await Promise.all([
    productIds.length
      ? db
          .select({
            id: products.id,
            category: products.category,
            taxClass: products.taxClass,
            weightGrams: products.weightGrams,
            lengthCm: products.lengthCm,
            breadthCm: products.breadthCm,
            heightCm: products.heightCm,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, weightGrams: productVariants.weightGrams })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : [],
  ]);
  const byProduct = new Map(productRows.map((row) => [row.id, parcelOfProduct(row)]));
  const variantWeight = new Map(variantRows.map((row) => [row.id, row.weightGrams]));

  const parcel: OrderParcel = { weightGrams: 0, lengthCm: 0, breadthCm: 0, heightCm: 0 };
  for (const line of lines) {
    const unit = (line.productId && byProduct.get(line.productId)) || garment;
    const weight = (line.variantId && variantWeight.get(line.variantId)) || unit.weight_grams;
    const quantity = Math.max(1, line.quantity);
    parcel.weightGrams += weight * quantity;
    parcel.lengthCm = Math.max(parcel.lengthCm, unit.length_cm);
    parcel.breadthCm = Math.max(parcel.breadthCm, unit.breadth_cm);
    parcel.heightCm += unit.height_cm * quantity;
  }
  return { ...parcel, heightCm: Math.min(parcel.heightCm, MAX_HEIGHT_CM) };
}
