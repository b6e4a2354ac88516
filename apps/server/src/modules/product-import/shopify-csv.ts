// Owns Shopify's product CSV as a file: its columns in both header generations (`Variant SKU`… and the newer `SKU`…),
// reading either by header name (any case, any order) and the column order each generation writes.
import { parse } from 'csv-parse/sync';
import type { ShopifyHeaderGeneration } from '@shop/contract/product-import';
import { Invalid } from '../../platform/errors.ts';

/** The HSN code rides in a product metafield: Shopify has no column of its own for it. */
export const HSN_HEADER = 'HSN (product.metafields.custom.hsn)';

/**
 * Each column the shop reads or writes, by what it means, with its header in each generation (Shopify's help pages
 * "Using CSV files to import and export products"; older exports and the current template). Listed in the order the
 * current generation writes them; `legacyOrder` places them for the older one.
 */
const COLUMNS = [
  { field: 'title', legacy: 'Title', current: 'Title', legacyOrder: 2 },
  { field: 'handle', legacy: 'Handle', current: 'URL handle', legacyOrder: 1 },
  { field: 'body', legacy: 'Body (HTML)', current: 'Description', legacyOrder: 3 },
  { field: 'vendor', legacy: 'Vendor', current: 'Vendor', legacyOrder: 4 },
  { field: 'productCategory', legacy: 'Product Category', current: 'Product category', legacyOrder: 5 },
  { field: 'type', legacy: 'Type', current: 'Type', legacyOrder: 6 },
  { field: 'tags', legacy: 'Tags', current: 'Tags', legacyOrder: 7 },
  { field: 'published', legacy: 'Published', current: 'Published on online store', legacyOrder: 8 },
  { field: 'status', legacy: 'Status', current: 'Status', legacyOrder: 40 },
  { field: 'sku', legacy: 'Variant SKU', current: 'SKU', legacyOrder: 15 },
  { field: 'barcode', legacy: 'Variant Barcode', current: 'Barcode', legacyOrder: 25 },
  { field: 'option1Name', legacy: 'Option1 Name', current: 'Option1 name', legacyOrder: 9 },
  { field: 'option1Value', legacy: 'Option1 Value', current: 'Option1 value', legacyOrder: 10 },
  { field: 'option2Name', legacy: 'Option2 Name', current: 'Option2 name', legacyOrder: 11 },
  { field: 'option2Value', legacy: 'Option2 Value', current: 'Option2 value', legacyOrder: 12 },
  { field: 'option3Name', legacy: 'Option3 Name', current: 'Option3 name', legacyOrder: 13 },
  { field: 'option3Value', legacy: 'Option3 Value', current: 'Option3 value', legacyOrder: 14 },
  { field: 'price', legacy: 'Variant Price', current: 'Price', legacyOrder: 21 },
  { field: 'compareAtPrice', legacy: 'Variant Compare At Price', current: 'Compare-at price', legacyOrder: 22 },
  { field: 'costPerItem', legacy: 'Cost per item', current: 'Cost per item', legacyOrder: 39 },
  { field: 'taxable', legacy: 'Variant Taxable', current: 'Charge tax', legacyOrder: 24 },
  { field: 'taxCode', legacy: 'Variant Tax Code', current: 'Tax code', legacyOrder: 38 },
  { field: 'inventoryTracker', legacy: 'Variant Inventory Tracker', current: 'Inventory tracker', legacyOrder: 17 },
  { field: 'inventoryQty', legacy: 'Variant Inventory Qty', current: 'Inventory quantity', legacyOrder: 18 },
  {
    field: 'inventoryPolicy',
    legacy: 'Variant Inventory Policy',
    current: 'Continue selling when out of stock',
    legacyOrder: 19,
  },
  { field: 'grams', legacy: 'Variant Grams', current: 'Weight value (grams)', legacyOrder: 16 },
  { field: 'weightUnit', legacy: 'Variant Weight Unit', current: 'Weight unit for display', legacyOrder: 37 },
  { field: 'requiresShipping', legacy: 'Variant Requires Shipping', current: 'Requires shipping', legacyOrder: 23 },
  {
    field: 'fulfillmentService',
    legacy: 'Variant Fulfillment Service',
    current: 'Fulfillment service',
    legacyOrder: 20,
  },
  { field: 'imageSrc', legacy: 'Image Src', current: 'Product image URL', legacyOrder: 26 },
  { field: 'imagePosition', legacy: 'Image Position', current: 'Image position', legacyOrder: 27 },
  { field: 'imageAlt', legacy: 'Image Alt Text', current: 'Image alt text', legacyOrder: 28 },
  { field: 'variantImage', legacy: 'Variant Image', current: 'Variant image URL', legacyOrder: 36 },
  { field: 'giftCard', legacy: 'Gift Card', current: 'Gift card', legacyOrder: 29 },
  { field: 'seoTitle', legacy: 'SEO Title', current: 'SEO title', legacyOrder: 30 },
  { field: 'seoDescription', legacy: 'SEO Description', current: 'SEO description', legacyOrder: 31 },
  { field: 'hsn', legacy: HSN_HEADER, current: HSN_HEADER, legacyOrder: 41 },
] as const;

export type ShopifyField = (typeof COLUMNS)[number]['field'];

/** One data row of the file: its spreadsheet row number (the header is row 1) and its cells by field, trimmed. */
export type ShopifyRow = { row: number; cells: Partial<Record<ShopifyField, string>> };

/** The columns a generation writes, in its order. */
export function shopifyColumns(generation: ShopifyHeaderGeneration): { field: ShopifyField; header: string }[] {
  const ordered = generation === 'current' ? COLUMNS : [...COLUMNS].sort((a, b) => a.legacyOrder - b.legacyOrder);
  return ordered.map((column) => ({ field: column.field, header: column[generation] }));
}

const normalHeader = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/** Either generation's header (any case) → its field; a few spellings Shopify used on the way are read too. */
const FIELD_OF_HEADER = new Map<string, ShopifyField>([
  ...COLUMNS.flatMap((column) => [
    [normalHeader(column.legacy), column.field] as const,
    [normalHeader(column.current), column.field] as const,
  ]),
  ['body html', 'body'],
  ['product type', 'type'],
  ['variant weight', 'grams'],
  ['compare at price', 'compareAtPrice'],
  ['hsn', 'hsn'],
  ['hsn code', 'hsn'],
]);

/** A file's rows, and the header it uses for each field (the generation's own for a column it lacks), for messages. */
export type ShopifyFile = { rows: ShopifyRow[]; column(field: ShopifyField): string };

/** A spreadsheet's guard against formulas (a leading apostrophe, as our exports write) is not part of the text. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads a product CSV of either generation. Columns are found by header name, so their order and any extra columns
 * (Google Shopping, other metafields) do not matter. Refuses a file that is not CSV or names neither a handle nor a
 * title column.
 */
export function readShopifyCsv(bytes: Buffer): ShopifyFile {
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, relax_quotes: false, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new Invalid(`The file is not a CSV we can read${line ? ` (near line ${line})` : ''}: save it as CSV (UTF-8)`);
  }
  const [header, ...data] = records;
  if (!header) throw new Invalid('The file is empty: export the products from Shopify as CSV');
  const fields = header.map((name) => FIELD_OF_HEADER.get(normalHeader(name)));
  if (!fields.includes('handle') && !fields.includes('title')) {
    throw new Invalid('The file has no Handle (or URL handle) and no Title column: is it a Shopify product CSV?');
  }
  const used = new Map<ShopifyField, string>();
  header.forEach((name, i) => {
    const field = fields[i];
    if (field && !used.has(field)) used.set(field, name.trim());
  });
  const generation = COLUMNS.some((c) => c.legacy !== c.current && used.get(c.field) === c.current)
    ? 'current'
    : 'legacy';
  const rows: ShopifyRow[] = [];
  data.forEach((record, index) => {
    const cells: ShopifyRow['cells'] = {};
    record.forEach((value, column) => {
      const field = fields[column];
      // The first non-empty column of a field wins (a file may carry two of the same meaning).
      if (field && !cells[field] && value.trim()) cells[field] = unguarded(value.trim());
    });
    // A blank line keeps its number, so every later row is named as the spreadsheet shows it.
    if (Object.keys(cells).length > 0) rows.push({ row: index + 2, cells });
  });
  return {
    rows,
    column: (field) => used.get(field) ?? COLUMNS.find((c) => c.field === field)![generation],
  };
}
