// Owns what the product form holds and how it becomes the API's body: the spec's fields as typed, the gallery, the
// options (a size scale's sizes × the shop's colours) with one row per variant, the parcel it ships as, and the
// product's own size chart.
import type { AdminProduct, ProductFormInput } from '@shop/contract/catalog';
import { scaleFor, shopColour, type CatalogueOptions, type SizeScale } from '@shop/contract/options';
import type { TaxClass } from '@shop/contract/settings';
import { NEUTRAL_SWATCH, sizesOfVariants } from '#web/lib/catalogue-options.ts';
import {
  chartDraftOf,
  chartOf,
  EMPTY_CHART,
  type ChartDraft,
} from '#web/features/admin-catalog/components/size-chart-draft.ts';

/** One size × colour combination as the grid shows it; numbers as typed. */
export type VariantRow = {
  size: string | null;
  colour: string | null;
  /** What staff typed; until they type, the suggestion (`suggestedSku`) is used. */
  sku: string;
  skuEdited: boolean;
  stock: string;
  /** '' for the product's price. */
  price: string;
  /** '' for the product's sale price (or, with a price of its own, no sale). */
  sale_price: string;
  /** Grams; '' for the product's weight. */
  weight_grams: string;
  /**
   * The stock saved when the form opened (null for a new variant): sent as `stock_seen`, so a variant staff did not
   * touch keeps whatever sales did to it meanwhile.
   */
  stockSeen: number | null;
};

/** A chosen colour (one of the shop's), its swatch and its own pictures (none: it shows the product's gallery). */
export type ColourOption = { name: string; hex: string; images: string[] };

export type ProductFormValues = {
  image: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price: string;
  sale_price: string;
  total_stock: string;
  /** How GST taxes it; clothing unless staff say bags. */
  tax_class: TaxClass;
  /** The parcel it ships as, in grams and centimetres; each '' for the category's default. */
  weight_grams: string;
  length_cm: string;
  breadth_cm: string;
  height_cm: string;
  /** Its address's last part; '' to make it from the title (a new product) or keep it (a saved one). */
  handle: string;
  /** Comma-separated, as typed; the contract trims, lower-cases and de-duplicates them. */
  tags: string;
  /** For search engines; '' for the title and the description's start. */
  seo_title: string;
  seo_description: string;
  /** The gallery after the cover, in the order shoppers see it. */
  images: string[];
  /**
   * The size scale (catalogue options) the sizes come from, by id; '' until staff choose one or a size, which means
   * the first scale holding the product's sizes (as the server reads it).
   */
  size_scale: string;
  /** In their scale's order. */
  sizes: string[];
  /** In the order staff chose them. */
  colours: ColourOption[];
  /** One per size × colour, colour by colour; the body's variants in the same order (so errors line up). */
  variants: VariantRow[];
  /** `category`: the chart staff keep for the product's category; `own`: `chart` below. */
  chartMode: 'category' | 'own';
  chart: ChartDraft;
};

/** The spec's fields, all of which must be filled before the form can be sent (SPEC §5). */
export const SPEC_FIELDS = [
  'image',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'sale_price',
  'total_stock',
] as const;

export const EMPTY_PRODUCT: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  sale_price: '',
  total_stock: '',
  tax_class: 'clothing',
  weight_grams: '',
  length_cm: '',
  breadth_cm: '',
  height_cm: '',
  handle: '',
  tags: '',
  seo_title: '',
  seo_description: '',
  images: [],
  size_scale: '',
  sizes: [],
  colours: [],
  variants: [],
  chartMode: 'category',
  chart: EMPTY_CHART,
};

/** A size or colour as a SKU may spell it: capitals, digits, dots and dashes ("UK 7" → UK7, "Dusty Pink" → DUSTYPINK). */
const skuCode = (value: string | null) => value?.toUpperCase().replace(/[^A-Z0-9.-]/g, '');

/** "Linen Kurta", M, Black → TT-LK-BLACK-M: a starting point staff may change (SKUs are unique across the shop). */
export function suggestedSku(title: string, size: string | null, colour: string | null): string {
  const initials =
    title
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase())
      .join('')
      .slice(0, 5) || 'X';
  return ['TT', initials, skuCode(colour), skuCode(size)].filter(Boolean).join('-');
}

export const skuOf = (row: VariantRow, title: string) =>
  row.skuEdited ? row.sku : suggestedSku(title, row.size, row.colour);

/** "M Black", "M" or "Black": how a variant is named in labels and messages. */
export const variantName = (row: { size: string | null; colour: string | null }) =>
  [row.size, row.colour].filter(Boolean).join(' ');

const newRow = (size: string | null, colour: string | null): VariantRow => ({
  size,
  colour,
  sku: '',
  skuEdited: false,
  stock: '',
  price: '',
  sale_price: '',
  weight_grams: '',
  stockSeen: null,
});

/**
 * The rows for these options, keeping what was typed in rows that stay. Adding the first colour to sizes (or the
 * first size to colours) carries each row's figures over to its first combination, so nothing typed is lost; it is a
 * new variant to the server, though, so it is sent without `stock_seen`.
 */
export function variantRowsFor(sizes: string[], colours: string[], previous: VariantRow[]): VariantRow[] {
  if (sizes.length === 0 && colours.length === 0) return [];
  const sizeList: (string | null)[] = sizes.length ? sizes : [null];
  const colourList: (string | null)[] = colours.length ? colours : [null];
  return colourList.flatMap((colour, colourIndex) =>
    sizeList.map((size, sizeIndex) => {
      const same = previous.find((row) => row.size === size && row.colour === colour);
      if (same) return same;
      const carried =
        (colourIndex === 0 && previous.find((row) => row.colour === null && row.size === size && size !== null)) ||
        (sizeIndex === 0 && previous.find((row) => row.size === null && row.colour === colour && colour !== null));
      return carried ? { ...carried, size, colour, sku: '', skuEdited: false, stockSeen: null } : newRow(size, colour);
    }),
  );
}

/** The variants' stock added up, for the read-only 'Total stock' (blank stock counts as nothing yet). */
export function stockSum(rows: VariantRow[]): number {
  return rows.reduce((sum, row) => {
    const stock = Number(row.stock);
    return sum + (row.stock.trim() !== '' && Number.isFinite(stock) ? stock : 0);
  }, 0);
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** What is sent: the contract's schema (in the resolver) trims, coerces and checks it, and says what is wrong. */
export function bodyOf(values: ProductFormValues): ProductFormInput {
  const hasVariants = values.variants.length > 0;
  const colourOf = (name: string | null) => values.colours.find((colour) => colour.name === name);
  return {
    image: values.image,
    images: [values.image, ...values.images].filter(Boolean),
    title: values.title,
    description: values.description,
    category: values.category as ProductFormInput['category'],
    brand: values.brand as ProductFormInput['brand'],
    price: values.price,
    sale_price: values.sale_price,
    ...(hasVariants ? {} : { total_stock: values.total_stock }),
    variants: values.variants.map((row) => ({
      size: row.size,
      colour: row.colour,
      colour_hex: row.colour ? (colourOf(row.colour)?.hex ?? null) : null,
      sku: skuOf(row, values.title),
      stock: blankToUndefined(row.stock),
      ...(row.stockSeen === null ? {} : { stock_seen: row.stockSeen }),
      ...(blankToUndefined(row.price) === undefined ? {} : { price: row.price }),
      ...(blankToUndefined(row.sale_price) === undefined ? {} : { sale_price: row.sale_price }),
      images: colourOf(row.colour)?.images ?? [],
      weight_grams: blankToUndefined(row.weight_grams),
    })),
    size_chart: values.chartMode === 'own' ? chartOf(values.chart, values.sizes) : null,
    // Without sizes there is no scale; left out, the server takes the first scale holding the sizes.
    size_scale: values.sizes.length > 0 ? values.size_scale || undefined : null,
    tax_class: values.tax_class,
    weight_grams: blankToUndefined(values.weight_grams),
    length_cm: blankToUndefined(values.length_cm),
    breadth_cm: blankToUndefined(values.breadth_cm),
    height_cm: blankToUndefined(values.height_cm),
    handle: values.handle,
    tags: values.tags,
    seo_title: values.seo_title,
    seo_description: values.seo_description,
  };
}

/**
 * The scale the form offers sizes from: the one chosen, else the first holding the product's sizes, else the shop's
 * first (undefined only for a shop without scales, which the contract does not allow).
 */
export function offeredScale(options: CatalogueOptions, sizeScale: string, sizes: string[]): SizeScale | undefined {
  const chosen = sizeScale ? options.size_scales.find((scale) => scale.id === sizeScale) : undefined;
  return chosen ?? scaleFor(options, sizes) ?? options.size_scales[0];
}

/** A measure left to the default shows as an empty field (its placeholder says the default). */
const blankIfNull = (value: number | null) => (value === null ? '' : String(value));

/**
 * A saved product as the form shows it when staff open it: its sizes in its scale's order and its scale (the one it
 * was saved with, else the first of the shop's `options` holding its sizes), its colours with their shades.
 */
export function formValuesOf(product: AdminProduct, options?: CatalogueOptions): ProductFormValues {
  const inVariants = sizesOfVariants(product.variants);
  const scale = options && inVariants.length > 0 ? scaleFor(options, inVariants, product.size_scale) : undefined;
  const rank = (size: string) => {
    const at = scale ? scale.sizes.indexOf(size) : -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const sizes = [...inVariants].sort((a, b) => rank(a) - rank(b));
  const colours: ColourOption[] = [];
  for (const variant of product.variants) {
    if (variant.colour === null || colours.some((colour) => colour.name === variant.colour)) continue;
    colours.push({
      name: variant.colour,
      hex: variant.colour_hex ?? (options && shopColour(options, variant.colour)?.hex) ?? NEUTRAL_SWATCH,
      images: variant.images,
    });
  }
  const saved: VariantRow[] = product.variants.flatMap((variant) => {
    // The answer carries the prices in effect; one that is simply the product's was not set on the variant.
    const own = variant.price !== product.price || variant.sale_price !== product.sale_price;
    return [
      {
        size: variant.size,
        colour: variant.colour,
        sku: variant.sku,
        skuEdited: true,
        stock: String(variant.stock),
        price: own ? String(variant.price) : '',
        sale_price: own ? String(variant.sale_price) : '',
        weight_grams: blankIfNull(variant.weight_grams),
        stockSeen: variant.stock,
      },
    ];
  });
  const cover = product.images[0] ?? product.image;
  return {
    image: cover,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    sale_price: String(product.sale_price),
    total_stock: String(product.total_stock),
    tax_class: product.tax_class,
    weight_grams: blankIfNull(product.weight_grams),
    length_cm: blankIfNull(product.length_cm),
    breadth_cm: blankIfNull(product.breadth_cm),
    height_cm: blankIfNull(product.height_cm),
    handle: product.handle,
    tags: product.tags.join(', '),
    seo_title: product.seo_title ?? '',
    seo_description: product.seo_description ?? '',
    images: product.images.filter((image) => image !== cover),
    size_scale: product.size_scale ?? scale?.id ?? '',
    sizes,
    colours,
    // A combination never saved (the grid has a gap) starts at 0, so opening the sheet does not block saving.
    variants: variantRowsFor(
      sizes,
      colours.map((colour) => colour.name),
      saved,
    ).map((row) => (saved.includes(row) ? row : { ...row, stock: '0' })),
    chartMode: product.size_chart ? 'own' : 'category',
    chart: product.size_chart ? chartDraftOf(product.size_chart) : EMPTY_CHART,
  };
}
