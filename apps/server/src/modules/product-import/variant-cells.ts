// Owns reading one variant row's money, stock and weight cells: Shopify's price and compare-at price as the shop's
// price and sale price, whole-number stock, grams.
import type { ShopifyRow } from './shopify-csv.ts';
import { paiseOf } from './shopify-text.ts';
import type { Complain, DraftContext } from './product-draft.ts';

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** A variant row's price, sale price, stock and weight. */
export function readVariantCells(row: ShopifyRow, { column }: DraftContext, problem: Complain) {
  const { cells } = row;
  const price = paiseOf(cells.price);
  const compareAt = paiseOf(cells.compareAtPrice);
  let pricePaise = 0;
  let salePricePaise = 0;
  if (price === undefined) problem(row.row, `fill ${column('price')}`);
  else if (Number.isNaN(price)) {
    problem(row.row, `${column('price')} must be a number of rupees, like 1299.00 (it is "${cells.price}")`);
  } else if (price <= 0) problem(row.row, `${column('price')} must be above 0`);
  else if (price > 100_000_000) problem(row.row, `${column('price')} must be at most ₹10,00,000`);
  else pricePaise = price;
  if (compareAt !== undefined && Number.isNaN(compareAt)) {
    problem(
      row.row,
      `${column('compareAtPrice')} must be a number of rupees, like 1499.00 (it is "${cells.compareAtPrice}")`,
    );
  } else if (compareAt && pricePaise > 0 && compareAt !== pricePaise) {
    // Shopify's compare-at price is the price before the sale; the shop keeps it as the price, and the sale beside it.
    if (compareAt > pricePaise) {
      if (compareAt > 100_000_000) problem(row.row, `${column('compareAtPrice')} must be at most ₹10,00,000`);
      salePricePaise = pricePaise;
      pricePaise = compareAt;
    } else {
      problem(
        row.row,
        `${column('compareAtPrice')} (${rupees(compareAt)}) is below ${column('price')} (${rupees(pricePaise)}): the price before a sale must be above the sale price (leave it empty for no sale)`,
      );
    }
  }

  const stock = wholeNumber(cells.inventoryQty) ?? 0;
  if (Number.isNaN(stock))
    problem(row.row, `${column('inventoryQty')} must be a whole number (it is "${cells.inventoryQty}")`);
  else if (stock < 0) problem(row.row, `${column('inventoryQty')} is ${stock}: the shop keeps stock of 0 or more`);
  else if (stock > 1_000_000) problem(row.row, `${column('inventoryQty')} is too large`);

  const grams = wholeNumber(cells.grams?.replace(/\.0+$/, ''));
  let weightGrams: number | null = null;
  if (grams !== undefined && Number.isNaN(grams)) {
    problem(row.row, `${column('grams')} must be a whole number of grams (it is "${cells.grams}")`);
  } else if (grams) {
    if (grams < 10 || grams > 30_000) problem(row.row, `${column('grams')} must be between 10 and 30000 grams`);
    weightGrams = grams;
  }
  return { pricePaise, salePricePaise, stock, weightGrams };
}

function wholeNumber(cell: string | undefined): number | undefined {
  if (cell === undefined || cell === '') return undefined;
  return /^-?\d+$/.test(cell) ? Number(cell) : NaN;
}
