// Owns a Shopify product export made from the demo catalogue, in either header generation, written as Shopify's
// own export lays it out (US "Color", compare-at prices, Type as the garment, the category in Tags, pictures on a CDN)
// and independently of our exporter, so the import is tested against Shopify's format rather than our own.
import { stringify } from 'csv-stringify/sync';
import { demoProducts, type DemoProduct } from '../../seed/demo-catalogue.ts';
import type { ProductKind } from '../../seed/demo-art.ts';

/** Shopify's product CSV headers as its older exports write them (help.shopify.com, "Using CSV files"). */
const LEGACY_HEADERS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Google Product Category',
  'Google Shopping / Gender',
  'Google Shopping / Age Group',
  'Google Shopping / MPN',
  'Google Shopping / Condition',
  'Google Shopping / Custom Product',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Included / India',
  'Price / India',
  'Compare At Price / India',
  'Status',
];

/** The current template's headers (2024 on). */
const CURRENT_HEADERS = [
  'Title',
  'URL handle',
  'Description',
  'Vendor',
  'Product category',
  'Type',
  'Tags',
  'Published on online store',
  'Status',
  'SKU',
  'Barcode',
  'Option1 name',
  'Option1 value',
  'Option1 Linked To',
  'Option2 name',
  'Option2 value',
  'Option2 Linked To',
  'Option3 name',
  'Option3 value',
  'Option3 Linked To',
  'Price',
  'Compare-at price',
  'Cost per item',
  'Charge tax',
  'Tax code',
  'Unit price total measure',
  'Unit price total measure unit',
  'Unit price base measure',
  'Unit price base measure unit',
  'Inventory tracker',
  'Inventory quantity',
  'Continue selling when out of stock',
  'Weight value (grams)',
  'Weight unit for display',
  'Requires shipping',
  'Fulfillment service',
  'Product image URL',
  'Image position',
  'Image alt text',
  'Variant image URL',
  'Gift card',
  'SEO title',
  'SEO description',
  'Color (product.metafields.shopify.color-pattern)',
  'Google Shopping / Google product category',
  'Google Shopping / Gender',
  'Google Shopping / Age group',
  'Google Shopping / Manufacturer part number (MPN)',
  'Google Shopping / Condition',
];

/** Each legacy header's name in the current template, for the columns both have. */
const CURRENT_NAME: Record<string, string> = {
  Handle: 'URL handle',
  'Body (HTML)': 'Description',
  'Product Category': 'Product category',
  Published: 'Published on online store',
  'Option1 Name': 'Option1 name',
  'Option1 Value': 'Option1 value',
  'Option2 Name': 'Option2 name',
  'Option2 Value': 'Option2 value',
  'Variant SKU': 'SKU',
  'Variant Grams': 'Weight value (grams)',
  'Variant Inventory Tracker': 'Inventory tracker',
  'Variant Inventory Qty': 'Inventory quantity',
  'Variant Inventory Policy': 'Continue selling when out of stock',
  'Variant Fulfillment Service': 'Fulfillment service',
  'Variant Price': 'Price',
  'Variant Compare At Price': 'Compare-at price',
  'Variant Requires Shipping': 'Requires shipping',
  'Variant Taxable': 'Charge tax',
  'Image Src': 'Product image URL',
  'Image Position': 'Image position',
  'Image Alt Text': 'Image alt text',
  'Variant Image': 'Variant image URL',
  'Variant Weight Unit': 'Weight unit for display',
  'Gift Card': 'Gift card',
};

const BAG_KINDS: ProductKind[] = ['tote', 'backpack', 'handbag', 'sling-bag'];
const TAG_OF = { women: 'Women', men: 'Men', kids: 'Kids', newArrivals: 'New Arrivals' } as const;

/** What the shop should hold after importing one fixture product. */
export type ExpectedProduct = {
  title: string;
  category: string;
  taxClass: 'clothing' | 'bags';
  pricePaise: number;
  salePricePaise: number;
  /** For a product without options. */
  totalStock: number;
  variants: { sku: string; size: string; colour: string; stock: number; pricePaise: number; salePricePaise: number }[];
};

export type ShopifyFixture = {
  csv: string;
  products: ExpectedProduct[];
  /** Every picture the CSV names: its path on the CDN and the colour to draw it in. */
  pictures: Map<string, string>;
};

const shopifyHandle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const money = (paise: number) => (paise / 100).toFixed(2);

/** The demo catalogue and three more, so the file holds over 50 products. */
function fixtureProducts(): DemoProduct[] {
  const extra = demoProducts.slice(0, 3).map((product, n) => ({
    ...product,
    title: `${product.title} (Festive Edit ${n + 1})`,
    variants: product.variants.map((v) => ({ ...v, sku: `FE${n + 1}-${v.sku}` })),
  }));
  return [...demoProducts, ...extra];
}

/**
 * The demo catalogue as Shopify exports it. Pictures are at `${cdn}/s/files/1/0712/3456/files/<name>.png?v=…`, one
 * per colour (the product's gallery in colour order, each variant pointing at its colour's).
 */
export function shopifyFixture(generation: 'legacy' | 'current', cdn: string): ShopifyFixture {
  const records: Record<string, string>[] = [];
  const expected: ExpectedProduct[] = [];
  const pictures = new Map<string, string>();
  for (const product of fixtureProducts()) {
    const handle = shopifyHandle(product.title);
    const isBag = BAG_KINDS.includes(product.art.kind);
    const grams = isBag ? 450 : 300;
    const colours = product.colours.length > 0 ? product.colours : [{ colour: 'Default', hex: '#777777' }];
    const picture = (colour: string) => {
      const name = `${handle}-${shopifyHandle(colour)}.png`;
      pictures.set(`/s/files/1/0712/3456/files/${name}`, colours.find((c) => c.colour === colour)?.hex ?? '#777777');
      return `${cdn}/s/files/1/0712/3456/files/${name}?v=1716200000`;
    };
    const gallery = colours.map((c) => picture(c.colour));
    const first: Record<string, string> = {
      Handle: handle,
      Title: product.title,
      'Body (HTML)': `<p>${product.description.replace(/&/g, '&amp;')}</p>`,
      Vendor: 'Thread & Tote',
      'Product Category': isBag
        ? 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags'
        : 'Apparel & Accessories > Clothing',
      Type: product.art.kind.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      Tags: `${TAG_OF[product.category]}, Cotton, Thread & Tote`,
      Published: 'TRUE',
      'Gift Card': 'FALSE',
      Status: 'active',
      'SEO Title': '',
      'SEO Description': '',
    };
    const variantRows: Record<string, string>[] = [];
    const variants = [...product.variants].sort((a, b) => a.position - b.position);
    const saleOf = (v: (typeof variants)[number] | undefined) =>
      v && v.pricePaise !== null
        ? { price: v.pricePaise, sale: 0 }
        : { price: product.pricePaise, sale: product.salePricePaise };
    const stockCells = (v: (typeof variants)[number] | undefined, stock: number) => {
      const { price, sale } = saleOf(v);
      return {
        'Variant Grams': String(grams),
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': String(stock),
        'Variant Inventory Policy': generation === 'legacy' ? 'deny' : 'DENY',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': money(sale > 0 ? sale : price),
        'Variant Compare At Price': sale > 0 ? money(price) : '',
        'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE',
        'Variant Weight Unit': 'kg',
      };
    };
    if (variants.length === 0) {
      variantRows.push({
        'Option1 Name': 'Title',
        'Option1 Value': 'Default Title',
        'Variant SKU': '',
        ...stockCells(undefined, product.totalStock),
      });
    } else {
      for (const v of variants) {
        variantRows.push({
          'Option1 Value': v.size,
          'Option2 Value': v.colour,
          'Variant SKU': v.sku,
          ...stockCells(v, v.stock),
          'Variant Image': picture(v.colour),
        });
      }
      Object.assign(variantRows[0]!, { 'Option1 Name': 'Size', 'Option2 Name': 'Color' });
    }
    const rows = Math.max(variantRows.length, gallery.length);
    for (let i = 0; i < rows; i++) {
      records.push({
        Handle: handle,
        ...(i === 0 ? first : {}),
        ...variantRows[i],
        ...(gallery[i] ? { 'Image Src': gallery[i]!, 'Image Position': String(i + 1), 'Image Alt Text': '' } : {}),
      });
    }
    expected.push({
      title: product.title,
      category: product.category,
      taxClass: isBag ? 'bags' : 'clothing',
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      totalStock: product.totalStock,
      variants: variants.map((v) => ({
        sku: v.sku,
        size: v.size,
        colour: v.colour,
        stock: v.stock,
        pricePaise: saleOf(v).price,
        salePricePaise: saleOf(v).sale,
      })),
    });
  }
  const headers = generation === 'legacy' ? LEGACY_HEADERS : CURRENT_HEADERS;
  const cell = (record: Record<string, string>, header: string) => {
    if (generation === 'legacy') return record[header] ?? '';
    const legacy = Object.keys(CURRENT_NAME).find((name) => CURRENT_NAME[name] === header) ?? header;
    return record[legacy] ?? '';
  };
  const csv = stringify([headers, ...records.map((record) => headers.map((header) => cell(record, header)))]);
  return { csv, products: expected, pictures };
}
