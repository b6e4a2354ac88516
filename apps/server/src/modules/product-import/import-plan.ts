// Owns the import's plan: the file's rows grouped into products by handle, each matched to a saved product (by its
// handle, its title's for products from before handles, or any of its SKUs), checked whole, and given its action:
// create, update, unchanged or error.
import { type ProductInput, productInput } from '@shop/contract/catalog';
import { paiseToRupees } from '@shop/contract/money';
import type { ImportAction, ImportReport, ImportRow, ImportSummary } from '@shop/contract/product-import';
import { type Catalogue, inputShape, type SavedProduct, sameShape, savedShape } from './catalogue-snapshot.ts';
import { type DraftContext, draftProduct, type ProductDraft, variantPictures } from './product-draft.ts';
import type { ShopifyRow } from './shopify-csv.ts';
import { handleOf } from './shopify-text.ts';

export type ProductPlan = {
  handle: string;
  /** Its rows, each with the SKU it carries. */
  rows: { row: number; sku: string }[];
  action: ImportAction;
  /** The saved product it updates, if any. */
  saved: SavedProduct | undefined;
  draft: ProductDraft | undefined;
};

export type ImportPlan = { products: ProductPlan[]; report: ImportReport };

/** Stands in for every picture while the product is checked: pictures are fetched only when it is saved. */
const PICTURE_UNSEEN = `/uploads/${'0'.repeat(32)}.webp`;

/**
 * The product the shop saves: the draft with its pictures as stored uploads. What the file cannot say (size chart,
 * parcel measures, each colour's swatch) stays as the saved product has it, and so does a saved product's handle (its
 * address, which links point to); a new product gets the file's.
 */
export function productInputOf(
  draft: ProductDraft,
  saved: SavedProduct | undefined,
  pictures: { images: string[]; variantImages: string[][] },
) {
  const pairs = new Set(draft.variants.map((v) => `${v.pricePaise}/${v.salePricePaise}`));
  const base = draft.single ?? draft.variants[0]!;
  const onePrice = pairs.size <= 1;
  const weights = new Set(draft.variants.map((v) => v.weightGrams));
  const oneWeight = weights.size <= 1;
  const savedVariant = (size: string | null, colour: string | null) =>
    saved?.variants.find((v) => v.size === size && v.colour === colour);
  const keepScale = saved?.sizeScale && draft.fittingScales.includes(saved.sizeScale);
  return {
    handle: saved?.handle ?? draft.handle,
    tags: draft.tags,
    seo_title: draft.seoTitle,
    seo_description: draft.seoDescription,
    title: draft.title,
    description: draft.description,
    category: draft.category,
    brand: 'threadandtote',
    price: paiseToRupees(base.pricePaise),
    sale_price: paiseToRupees(base.salePricePaise),
    total_stock: draft.single?.stock,
    variants: draft.variants.map((v, i) => {
      const own = !onePrice && `${v.pricePaise}/${v.salePricePaise}` !== `${base.pricePaise}/${base.salePricePaise}`;
      return {
        size: v.size,
        colour: v.colour,
        colour_hex: savedVariant(v.size, v.colour)?.colourHex ?? null,
        sku: v.sku,
        stock: v.stock,
        ...(own ? { price: paiseToRupees(v.pricePaise), sale_price: paiseToRupees(v.salePricePaise) } : {}),
        images: pictures.variantImages[i] ?? [],
        weight_grams: oneWeight ? null : v.weightGrams,
      };
    }),
    images: pictures.images,
    tax_class: draft.taxClass,
    size_scale: keepScale ? saved.sizeScale : (draft.scale?.id ?? null),
    size_chart: saved?.sizeChart ?? null,
    weight_grams: draft.single ? draft.single.weightGrams : oneWeight ? (draft.variants[0]?.weightGrams ?? null) : null,
    length_cm: saved?.lengthCm ?? null,
    breadth_cm: saved?.breadthCm ?? null,
    height_cm: saved?.heightCm ?? null,
  };
}

/** Whether saving `input` over `saved` would change anything the file can say. */
export const changesNothing = (input: ProductInput, saved: SavedProduct) =>
  sameShape(inputShape(input), savedShape(saved));

/** Reads the rows into products and decides what each would do; nothing is saved. */
export function planImport(rows: ShopifyRow[], catalogue: Catalogue, context: DraftContext): ImportPlan {
  const errors = new Map<number, string[]>();
  const complain = (row: number, message: string) => errors.set(row, [...(errors.get(row) ?? []), message]);

  // Rows are grouped by handle wherever they stand in the file; a row with neither handle nor title belongs nowhere.
  const groups = new Map<string, ShopifyRow[]>();
  const orphans: ShopifyRow[] = [];
  for (const row of rows) {
    const handle = row.cells.handle ? handleOf(row.cells.handle) || row.cells.handle : handleOf(row.cells.title ?? '');
    if (!handle) {
      complain(row.row, `fill ${context.column('handle')}: it says which product the row belongs to`);
      orphans.push(row);
      continue;
    }
    groups.set(handle, [...(groups.get(handle) ?? []), row]);
  }

  const plans: ProductPlan[] = [];
  for (const [handle, group] of groups) {
    const draft = draftProduct(handle, group, context, complain);
    const skuOf = new Map(draft?.variants.map((v) => [v.row, v.sku]));
    plans.push({
      handle,
      rows: group.map((row) => ({ row: row.row, sku: skuOf.get(row.row) ?? row.cells.sku ?? '' })),
      action: 'error',
      saved: undefined,
      draft,
    });
  }

  // A SKU names one variant in the whole shop, whatever its case: twice in the file is refused on each row (read from
  // the cells, so a product refused for another reason still shows the clash).
  const skuRows = new Map<string, { row: number; handle: string }[]>();
  for (const plan of plans) {
    for (const { row, sku } of plan.rows) {
      if (!sku) continue;
      const key = sku.toLowerCase();
      skuRows.set(key, [...(skuRows.get(key) ?? []), { row, handle: plan.handle }]);
    }
  }
  for (const [, uses] of skuRows) {
    if (uses.length < 2) continue;
    for (const use of uses) {
      const others = uses.filter((other) => other !== use).map((other) => `row ${other.row} (${other.handle})`);
      complain(use.row, `the SKU is also on ${others.join(', ')}: give each variant its own SKU`);
    }
  }

  for (const plan of plans) {
    const firstRow = plan.rows[0]!.row;
    const rowErrors = () => plan.rows.some((row) => errors.has(row.row));
    if (!plan.draft || rowErrors()) continue;
    plan.saved = matchSaved(plan, catalogue, complain);
    if (rowErrors()) continue;
    // The rules every staff save meets (the same schema the product form is checked by).
    const checked = productInput.safeParse(
      productInputOf(plan.draft, plan.saved, {
        images: plan.draft.images.map(() => PICTURE_UNSEEN),
        variantImages: plan.draft.variants.map((v) => variantPictures(plan.draft!, v).map(() => PICTURE_UNSEEN)),
      }),
    );
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const at = issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
        const row = at === undefined ? firstRow : plan.draft.variants[at]!.row;
        complain(row, `${issue.path.join('.') || 'product'}: ${issue.message}`);
      }
      continue;
    }
    if (!plan.saved) plan.action = 'create';
    else {
      // A picture still to be fetched may or may not be one the product has: only saving can tell, so it is an update.
      const fetched =
        plan.draft.images.every((image) => image.kind === 'uploaded') &&
        plan.draft.variants.every((v) => variantPictures(plan.draft!, v).every((image) => image.kind === 'uploaded'));
      const input = fetched
        ? productInput.parse(
            productInputOf(plan.draft, plan.saved, {
              images: plan.draft.images.map((image) => (image.kind === 'uploaded' ? image.url : '')),
              variantImages: plan.draft.variants.map((v) =>
                variantPictures(plan.draft!, v).map((image) => (image.kind === 'uploaded' ? image.url : '')),
              ),
            }),
          )
        : undefined;
      plan.action = input && changesNothing(input, plan.saved) ? 'unchanged' : 'update';
    }
  }

  const reportRows: ImportRow[] = [];
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) {
    const failing = plan.rows.filter((row) => errors.has(row.row)).map((row) => row.row);
    if (failing.length > 0) plan.action = 'error';
    summary[plan.action] += 1;
    for (const { row, sku } of plan.rows) {
      const own = errors.get(row) ?? [];
      reportRows.push({
        row,
        handle: plan.handle,
        sku,
        action: plan.action,
        errors:
          plan.action === 'error' && own.length === 0
            ? [`Row ${row}: not saved, as its product has a problem on row ${failing[0]}`]
            : own.map((message) => `Row ${row}: ${message}`),
      });
    }
  }
  for (const orphan of orphans) {
    summary.error += 1;
    reportRows.push({
      row: orphan.row,
      handle: '',
      sku: orphan.cells.sku ?? '',
      action: 'error',
      errors: (errors.get(orphan.row) ?? []).map((message) => `Row ${orphan.row}: ${message}`),
    });
  }
  reportRows.sort((a, b) => a.row - b.row);
  return { products: plans.filter((plan) => plan.action !== 'error'), report: { summary, rows: reportRows } };
}

/**
 * The saved product a file's product is: the one holding any of its SKUs, else the one with its handle, else (a product
 * saved before the shop kept handles) the one whose title has its handle (or its title's handle). Two different
 * products claimed at once is refused, naming both.
 */
function matchSaved(
  plan: ProductPlan,
  catalogue: Catalogue,
  complain: (row: number, message: string) => void,
): SavedProduct | undefined {
  const draft = plan.draft!;
  const firstRow = plan.rows[0]!.row;
  const bySku = new Map<string, { product: SavedProduct; row: number; sku: string }>();
  for (const v of draft.variants) {
    const product = catalogue.bySku.get(v.sku.toLowerCase());
    if (product && !bySku.has(product.id)) bySku.set(product.id, { product, row: v.row, sku: v.sku });
  }
  const skuMatches = [...bySku.values()];
  if (skuMatches.length > 1) {
    const [a, b] = skuMatches;
    complain(
      b!.row,
      `SKU ${b!.sku} belongs to the saved product "${b!.product.title}" and SKU ${a!.sku} (row ${a!.row}) to "${a!.product.title}": one product of the file cannot be both`,
    );
    return undefined;
  }
  const own = catalogue.byHandle.get(draft.handle);
  const byHandle = own
    ? [own]
    : [
        ...new Set([
          ...(catalogue.byTitleHandle.get(plan.handle) ?? []),
          ...(catalogue.byTitleHandle.get(handleOf(draft.title)) ?? []),
        ]),
      ];
  const skuMatch = skuMatches[0];
  if (skuMatch) {
    const other = byHandle.find((product) => product.id !== skuMatch.product.id);
    if (other && byHandle.length === 1) {
      complain(
        skuMatch.row,
        `SKU ${skuMatch.sku} belongs to the saved product "${skuMatch.product.title}", but the handle ${plan.handle} is "${other.title}": change the SKU or the handle`,
      );
      return undefined;
    }
    return skuMatch.product;
  }
  if (byHandle.length > 1) {
    complain(
      firstRow,
      `${byHandle.length} saved products have the title "${byHandle[0]!.title}": give them SKUs or rename one`,
    );
    return undefined;
  }
  return byHandle[0];
}
