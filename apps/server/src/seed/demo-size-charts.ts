// Owns the demo shop's size charts: body measurements in centimetres as Indian brands give them, one chart for each
// apparel category and a bottoms chart that trousers, jeans and shorts carry as their own.

import type { SizeChart } from '@shop/contract/catalog';
import type { Category, Size } from '@shop/contract/shop';

const chart = (columns: string[], rows: Partial<Record<Size, number[]>>): SizeChart => ({
  columns,
  rows: Object.entries(rows).map(([size, cm]) => ({ size: size as Size, cm: cm! })),
});

/** Bust 32–42 inches, as a kurta or a dress is cut for. */
const women = chart(['Bust', 'Waist', 'Hip'], {
  XS: [81, 66, 89],
  S: [86, 71, 94],
  M: [91, 76, 99],
  L: [97, 81, 104],
  XL: [102, 86, 109],
  XXL: [107, 91, 114],
});

/** Chest 34–44 inches. */
const men = chart(['Chest', 'Waist', 'Shoulder'], {
  XS: [86, 71, 41],
  S: [91, 76, 42],
  M: [97, 81, 44],
  L: [102, 86, 46],
  XL: [107, 91, 47],
  XXL: [112, 97, 49],
});

/** By age, with the height each size is made for. */
const kids = chart(['Height', 'Chest', 'Waist'], {
  '2-3Y': [95, 53, 51],
  '4-5Y': [107, 57, 53],
  '6-7Y': [119, 61, 55],
  '8-9Y': [131, 66, 58],
  '10-11Y': [143, 71, 61],
  '12-13Y': [155, 77, 64],
});

/** The chart staff keep for each category. New Arrivals mixes everyone's clothes, so each of its pieces has its own. */
export const demoSizeCharts: Partial<Record<Category, SizeChart>> = { women, men, kids };

/** Charts a product may carry as its own: its audience's, or a bottoms chart measured at the waist and leg. */
export const PRODUCT_CHARTS = {
  women,
  men,
  kids,
  womensBottoms: chart(['Waist', 'Hip', 'Inseam'], {
    XS: [66, 91, 76],
    S: [71, 96, 76],
    M: [76, 101, 77],
    L: [81, 106, 77],
    XL: [86, 111, 78],
    XXL: [91, 116, 78],
  }),
  mensBottoms: chart(['Waist', 'Hip', 'Inseam'], {
    S: [76, 94, 81],
    M: [81, 99, 81],
    L: [86, 104, 82],
    XL: [91, 109, 82],
    XXL: [97, 114, 83],
  }),
} satisfies Record<string, SizeChart>;
export type ProductChart = keyof typeof PRODUCT_CHARTS;

/** A chart cut down to the sizes a product comes in. */
export function chartFor(name: ProductChart, sizes: readonly Size[]): SizeChart {
  const { columns, rows } = PRODUCT_CHARTS[name];
  return { columns, rows: rows.filter((row) => (sizes as readonly string[]).includes(row.size)) };
}
