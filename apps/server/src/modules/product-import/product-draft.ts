// Owns how one product's rows of a Shopify CSV become the shop's product: the first row's title, description and
// category, options mapped to size and colour, one variant a row, pictures by where they come from. Every problem is
// named with its row and column, in the file's own header words.
import { CATEGORIES, CATEGORY_LABELS, type Category, LIMITS } from '@shop/contract/shop';
import { allSizes, type CatalogueOptions, scaleFor, shopColour, type SizeScale } from '@shop/contract/options';
import type { TaxClass, TaxRules } from '@shop/contract/settings';
import { categoryOf, taxClassOf } from './category-mapping.ts';
import { type ImageSource, imageSourceOf } from './image-sources.ts';
import type { ImageZip } from './image-zip.ts';
import type { ShopifyField, ShopifyRow } from './shopify-csv.ts';
import { descriptionText, shopHandleOf } from './shopify-text.ts';
import { readVariantCells } from './variant-cells.ts';

export type DraftVariant = {
  row: number;
  size: string | null;
  colour: string | null;
  sku: string;
  stock: number;
  pricePaise: number;
  salePricePaise: number;
  weightGrams: number | null;
  image: ImageSource | null;
};

/** A product as the file describes it, before its pictures are fetched. */
export type ProductDraft = {
  /** The product's address on this shop: the file's handle, in the shop's handle rules. */
  handle: string;
  title: string;
  description: string;
  category: Category;
  taxClass: TaxClass;
  /** Tags as the file has them (comma-separated), and the SEO words: checked with the product. */
  tags: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** The one variant row of a product without options: its price, stock and weight are the product's. */
  single: Omit<DraftVariant, 'size' | 'colour' | 'image'> | null;
  variants: DraftVariant[];
  scale: SizeScale | null;
  /** Every scale holding all its sizes: a saved product keeps its own scale when it is one of them. */
  fittingScales: string[];
  /** The product's own gallery: the pictures whose alt text names none of its colours. */
  images: ImageSource[];
  /**
   * Each colour's own pictures, by its name in lower case: the pictures whose alt text is the colour's name, as many
   * Shopify themes tag them (and as the export writes them), in their Image Position order.
   */
  colourImages: Record<string, ImageSource[]>;
};

/** A variant's own pictures: its colour's tagged ones, else its Variant Image, else none (the product's gallery). */
export function variantPictures(draft: ProductDraft, v: DraftVariant): ImageSource[] {
  const tagged = v.colour ? draft.colourImages[v.colour.toLowerCase()] : undefined;
  if (tagged?.length) return tagged;
  return v.image ? [v.image] : [];
}

export type DraftContext = {
  options: CatalogueOptions;
  taxRules: TaxRules;
  publicUrl: string;
  zip: ImageZip | undefined;
  /** The header the file uses for a field, for messages. */
  column(field: ShopifyField): string;
};

/** Records a problem on a row; the draft is then not saved. */
export type Complain = (row: number, message: string) => void;

const OPTION_FIELDS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const;

type OptionRole = 'size' | 'colour' | 'none';

const SKU_TEXT = /^[A-Za-z0-9._/-]+$/;

/** A SKU for a variant the file gives none: the handle and its options, as Shopify staff usually spell them. */
const madeSku = (handle: string, size: string | null, colour: string | null) =>
  [handle, colour, size]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9._/-]+/g, '-')
    .slice(0, 64);

const isVariantRow = (cells: ShopifyRow['cells']) =>
  Boolean(
    cells.option1Value || cells.option2Value || cells.option3Value || cells.sku || cells.price || cells.inventoryQty,
  );

/** One product's rows (sharing a handle) → its draft, or undefined when a row has a problem (each complained of). */
export function draftProduct(
  handle: string,
  rows: ShopifyRow[],
  context: DraftContext,
  complain: Complain,
): ProductDraft | undefined {
  const { column } = context;
  let failed = false;
  const problem: Complain = (row, message) => {
    failed = true;
    complain(row, message);
  };
  const first = rows.find((row) => row.cells.title) ?? rows[0]!;
  const cells = first.cells;

  const title = cells.title ?? '';
  if (!title) problem(first.row, `fill ${column('title')}: the first row of a product names it`);
  else if (title.length > 120)
    problem(first.row, `${column('title')} is ${title.length} characters; the shop keeps at most 120`);

  const description = descriptionText(cells.body ?? '');
  if (!description) problem(first.row, `fill ${column('body')}: the shop shows a description on every product`);
  else if (description.length > 2000) {
    problem(
      first.row,
      `${column('body')} is ${description.length} characters as plain text; the shop keeps at most 2000`,
    );
  }

  const category = categoryOf(cells);
  if (!category) {
    const labels = CATEGORIES.map((c) => CATEGORY_LABELS[c]).join(', ');
    problem(
      first.row,
      `say which category it is in: put one of ${labels} in ${column('type')}, ${column('tags')} or ${column('productCategory')}`,
    );
  }

  // Options: their names on the product's first row, their values on each variant row.
  const roles: OptionRole[] = OPTION_FIELDS.map(([nameField, valueField]) => {
    const name = cells[nameField] ?? '';
    if (/^sizes?$/i.test(name)) return 'size';
    if (/^colou?rs?$/i.test(name)) return 'colour';
    if (name === '' || (/^title$/i.test(name) && /^default title$/i.test(cells[valueField] ?? 'Default Title'))) {
      return 'none';
    }
    problem(
      first.row,
      `${column(nameField)} "${name}" is not an option the shop has: name the options Size and Colour`,
    );
    return 'none';
  });
  for (const role of ['size', 'colour'] as const) {
    if (roles.filter((r) => r === role).length > 1) problem(first.row, `two options are the ${role}: keep one`);
  }
  const hasOptions = roles.includes('size') || roles.includes('colour');
  const variantRows = rows.filter((row) => isVariantRow(row.cells));
  if (variantRows.length === 0) {
    problem(first.row, `fill ${column('price')}: the product needs at least one variant row with its price`);
  }

  const read = (row: ShopifyRow) => readVariantCells(row, context, problem);
  let single: ProductDraft['single'] = null;
  const variants: DraftVariant[] = [];
  if (!hasOptions) {
    if (variantRows.length > 1) {
      problem(
        variantRows[1]!.row,
        `a product without Size or Colour options has one variant row; name its options in ${column('option1Name')}`,
      );
    }
    if (variantRows[0])
      single = { row: variantRows[0].row, sku: variantRows[0].cells.sku ?? '', ...read(variantRows[0]) };
  } else {
    for (const row of variantRows) {
      const value = (role: OptionRole) => {
        const at = roles.indexOf(role);
        if (at === -1) return null;
        const text = row.cells[OPTION_FIELDS[at]![1]] ?? '';
        if (!text) problem(row.row, `fill ${column(OPTION_FIELDS[at]![1])} with the ${role}`);
        return text || null;
      };
      const size = value('size');
      let colour = value('colour');
      if (colour) {
        const known = shopColour(context.options, colour);
        if (!known) {
          problem(
            row.row,
            `the colour "${colour}" is not one of the shop's colours: add it under Products → "Colours & sizes", then import again`,
          );
        }
        colour = known?.name ?? colour;
      }
      const sku = row.cells.sku || madeSku(handle, size, colour);
      if (sku.length > 64) problem(row.row, `${column('sku')} is at most 64 characters`);
      else if (!SKU_TEXT.test(sku)) {
        problem(row.row, `${column('sku')} "${sku}" has letters, digits, dots, dashes, slashes and underscores only`);
      }
      const image = row.cells.variantImage ? pictureOf(row, 'variantImage', context, problem) : null;
      variants.push({ row: row.row, size, colour, sku, image, ...read(row) });
    }
  }

  if (variants.length > LIMITS.variantsMax) {
    problem(first.row, `a product has at most ${LIMITS.variantsMax} variants; this one has ${variants.length}`);
  }
  const seen = new Map<string, number>();
  for (const v of variants) {
    const key = `${v.size ?? ''}/${v.colour ?? ''}`.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) {
      problem(v.row, `${[v.size, v.colour].filter(Boolean).join(' ')} is listed twice (also on row ${before})`);
    }
    seen.set(key, v.row);
  }
  const scale = sizeScaleOf(variants, context, problem);

  const colours = new Set(variants.flatMap((v) => (v.colour ? [v.colour.toLowerCase()] : [])));
  const { images, colourImages } = gallery(rows, colours, context, problem);
  if (images.length === 0) {
    for (const v of variants) {
      for (const picture of v.image ? [v.image] : (colourImages[v.colour?.toLowerCase() ?? ''] ?? [])) {
        if (!images.some((image) => sameSource(image, picture))) images.push(picture);
      }
    }
  }
  const named = rows.some((row) => row.cells.imageSrc || row.cells.variantImage);
  if (images.length === 0 && !named) {
    problem(
      first.row,
      `give the product a picture: fill ${column('imageSrc')} with its web address, or upload a zip of images named as in that column`,
    );
  }
  if (images.length > LIMITS.galleryImagesMax) {
    problem(first.row, `a product shows at most ${LIMITS.galleryImagesMax} pictures; this one has ${images.length}`);
  }
  for (const [colour, pictures] of Object.entries(colourImages)) {
    if (pictures.length > LIMITS.galleryImagesMax) {
      problem(
        first.row,
        `a colour shows at most ${LIMITS.galleryImagesMax} pictures; ${colour} has ${pictures.length}`,
      );
    }
  }

  if (failed || !category) return undefined;
  return {
    handle: shopHandleOf(handle),
    title,
    description,
    category,
    taxClass: taxClassOf(cells, context.taxRules),
    tags: cells.tags ?? '',
    seoTitle: cells.seoTitle ?? null,
    seoDescription: cells.seoDescription ?? null,
    single,
    variants,
    scale,
    fittingScales: scale ? fittingScales(context.options, variants) : [],
    images,
    colourImages,
  };
}

export const sameSource = (a: ImageSource, b: ImageSource) => JSON.stringify(a) === JSON.stringify(b);

function fittingScales(options: CatalogueOptions, variants: DraftVariant[]): string[] {
  const sizes = variants.flatMap((v) => (v.size ? [v.size.toLowerCase()] : []));
  return options.size_scales
    .filter((scale) => sizes.every((size) => scale.sizes.some((own) => own.toLowerCase() === size)))
    .map((scale) => scale.id);
}

/** The scale the variants' sizes come from, with each size in the scale's spelling. */
function sizeScaleOf(variants: DraftVariant[], { options }: DraftContext, problem: Complain): SizeScale | null {
  const sized = variants.filter((v) => v.size !== null);
  if (sized.length === 0) return null;
  const known = new Set(allSizes(options).map((size) => size.toLowerCase()));
  let unknown = false;
  for (const v of sized) {
    if (!known.has(v.size!.toLowerCase())) {
      unknown = true;
      problem(
        v.row,
        `the size "${v.size}" is in none of the shop's size scales: add it under Products → "Colours & sizes", then import again`,
      );
    }
  }
  if (unknown) return null;
  const sizes = [...new Set(sized.map((v) => v.size!))];
  const scale = scaleFor(options, sizes);
  if (!scale) {
    problem(
      sized[0]!.row,
      `the sizes ${sizes.join(', ')} are not all in one of the shop's size scales: use one scale's sizes for a product`,
    );
    return null;
  }
  for (const v of sized) v.size = scale.sizes.find((size) => size.toLowerCase() === v.size!.toLowerCase())!;
  return scale;
}

function pictureOf(
  row: ShopifyRow,
  field: 'imageSrc' | 'variantImage',
  context: DraftContext,
  problem: Complain,
): ImageSource | null {
  const source = imageSourceOf(row.cells[field]!, context);
  if ('problem' in source) {
    problem(row.row, `${context.column(field)} "${row.cells[field]}": ${source.problem}`);
    return null;
  }
  return source;
}

/**
 * The product's pictures in their Image Position order (rows without one after, in the file's order), each once in
 * its group: the gallery, or the colour its alt text names.
 */
function gallery(
  rows: ShopifyRow[],
  colours: Set<string>,
  context: DraftContext,
  problem: Complain,
): { images: ImageSource[]; colourImages: Record<string, ImageSource[]> } {
  const placed = rows
    .filter((row) => row.cells.imageSrc)
    .map((row, i) => {
      const position = Number(row.cells.imagePosition);
      return { row, order: Number.isFinite(position) && position > 0 ? position : 10_000 + i };
    })
    .sort((a, b) => a.order - b.order);
  const images: ImageSource[] = [];
  const colourImages: Record<string, ImageSource[]> = {};
  for (const { row } of placed) {
    const source = pictureOf(row, 'imageSrc', context, problem);
    if (!source) continue;
    const alt = (row.cells.imageAlt ?? '').trim().toLowerCase();
    const group = colours.has(alt) ? (colourImages[alt] ??= []) : images;
    if (!group.some((image) => sameSource(image, source))) group.push(source);
  }
  return { images, colourImages };
}
