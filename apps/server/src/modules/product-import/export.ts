// Owns the product export in Shopify's product CSV, in either header generation: one row per variant (or per picture,
// when a product has more pictures than variants), product columns on its first row, as Shopify's own export lays them
// out. What it writes the import reads back to the same products, so a round trip changes nothing.
import type { ShopifyHeaderGeneration } from '@shop/contract/product-import';
import type { TaxRules } from '@shop/contract/settings';
import { BRAND_LABELS, categoryLabel, type Brand } from '@shop/contract/shop';
import type { Reader } from '../../platform/db/database.ts';
import type { CsvRecord } from '../exports/index.ts';
import { productBatches, type SavedProduct } from './catalogue-snapshot.ts';
import { shopifyColumns, type ShopifyField } from './shopify-csv.ts';
import { descriptionHtml, moneyCell } from './shopify-text.ts';

/** Shopify's product taxonomy for each tax class: what its Product Category column says. */
const TAXONOMY = {
  clothing: 'Apparel & Accessories > Clothing',
  bags: 'Apparel & Accessories > Handbags, Wallets & Cases',
} as const;

type Cells = Partial<Record<ShopifyField, string>>;

/** Shopify's cells for yes and no. */
const TRUE = 'TRUE';
const FALSE = 'FALSE';

function productRows(product: SavedProduct, rules: TaxRules, publicUrl: string, generation: ShopifyHeaderGeneration) {
  const handle = product.handle;
  const images = product.images.length > 0 ? product.images : [product.image];
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const hasSize = product.variants.some((v) => v.size !== null);
  const hasColour = product.variants.some((v) => v.colour !== null);
  const optionNames =
    product.variants.length === 0 ? ['Title'] : [...(hasColour ? ['Colour'] : []), ...(hasSize ? ['Size'] : [])];
  const category = categoryLabel(product.category);
  const head: Cells = {
    title: product.title,
    body: descriptionHtml(product.description),
    vendor: BRAND_LABELS[product.brand as Brand] ?? product.brand,
    productCategory: TAXONOMY[product.taxClass],
    type: category,
    tags: product.tags.join(', '),
    published: TRUE,
    status: 'active',
    giftCard: FALSE,
    hsn: rules[product.taxClass].hsn,
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    option1Name: optionNames[0],
    option2Name: optionNames[1],
  };
  const variantCells = (v: {
    values: string[];
    sku: string;
    stock: number;
    pricePaise: number;
    salePricePaise: number;
    grams: number | null;
    image: string | undefined;
  }): Cells => ({
    option1Value: v.values[0],
    option2Value: v.values[1],
    sku: v.sku,
    grams: String(v.grams ?? 0),
    inventoryTracker: 'shopify',
    inventoryQty: String(v.stock),
    // The shop never sells past its stock: Shopify's "deny" (DENY in the current template).
    inventoryPolicy: generation === 'legacy' ? 'deny' : 'DENY',
    fulfillmentService: 'manual',
    price: moneyCell(v.salePricePaise > 0 ? v.salePricePaise : v.pricePaise),
    compareAtPrice: v.salePricePaise > 0 ? moneyCell(v.pricePaise) : '',
    requiresShipping: TRUE,
    taxable: TRUE,
    weightUnit: 'g',
    variantImage: v.image ? absolute(v.image) : '',
  });
  const variants =
    product.variants.length === 0
      ? [
          variantCells({
            values: ['Default Title'],
            sku: '',
            stock: product.totalStock,
            pricePaise: product.pricePaise,
            salePricePaise: product.salePricePaise,
            grams: product.weightGrams,
            image: undefined,
          }),
        ]
      : product.variants.map((v) =>
          variantCells({
            values: [...(hasColour ? [v.colour ?? ''] : []), ...(hasSize ? [v.size ?? ''] : [])],
            sku: v.sku,
            stock: v.stock,
            pricePaise: v.pricePaise ?? product.pricePaise,
            salePricePaise: v.pricePaise === null ? product.salePricePaise : (v.salePricePaise ?? 0),
            grams: v.weightGrams ?? product.weightGrams,
            image: v.images[0],
          }),
        );
  // The gallery first, then each colour's own pictures with the colour's name as their alt text, which the import
  // (and many Shopify themes) read as "this colour's pictures".
  const pictures = [
    ...images.map((url) => ({ url, alt: '' })),
    ...colourGalleries(product).flatMap(({ colour, urls }) => urls.map((url) => ({ url, alt: colour }))),
  ];
  const rows: Cells[] = [];
  for (let i = 0; i < Math.max(variants.length, pictures.length); i++) {
    const picture = pictures[i];
    rows.push({
      handle,
      ...(i === 0 ? head : {}),
      ...variants[i],
      ...(picture ? { imageSrc: absolute(picture.url), imagePosition: String(i + 1), imageAlt: picture.alt } : {}),
    });
  }
  return rows;
}

/** Each colour's own pictures (its variants share them), in the order the colours come. */
function colourGalleries(product: SavedProduct): { colour: string; urls: string[] }[] {
  const galleries = new Map<string, string[]>();
  for (const v of product.variants) {
    if (v.colour && v.images.length > 0 && !galleries.has(v.colour)) galleries.set(v.colour, v.images);
  }
  return [...galleries].map(([colour, urls]) => ({ colour, urls }));
}

/** Every product's rows, in the generation's columns, read a batch of products at a time. */
export async function* productExportRecords(
  db: Reader,
  { rules, publicUrl, generation }: { rules: TaxRules; publicUrl: string; generation: ShopifyHeaderGeneration },
): AsyncGenerator<CsvRecord> {
  const columns = shopifyColumns(generation);
  for await (const batch of productBatches(db)) {
    for (const product of batch) {
      for (const cells of productRows(product, rules, publicUrl, generation)) {
        yield columns.map(({ field }) => cells[field] ?? '');
      }
    }
  }
}
