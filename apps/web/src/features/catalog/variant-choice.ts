// Owns the rules of choosing a product's size and colour: which options it has, which are sold out, what a shopper
// starts with, which variant a choice names, and what the detail view shows for it (price, stock, pictures).
import type { Product, Variant } from '@shop/contract/catalog';
import { shopColour, type CatalogueOptions } from '#web/features/catalog/api/get-catalogue-options.ts';
import { NEUTRAL_SWATCH, sizesOfVariants } from '#web/lib/catalogue-options.ts';

export type VariantChoice = { colour: string | null; size: string | null };

type WithVariants = Pick<Product, 'variants'>;

/** A size shows "Only {n} left" from this many down to 1. */
export const LOW_SIZE_STOCK = 3;

export const FREE_SIZE = 'Free Size';

export type ColourOption = { name: string; swatch: string; stock: number };

/** A colour's swatch: the variant's own shade, else the shop's for that name (its options), else a neutral grey. */
export function swatchOf(name: string, hex: string | null = null, options?: CatalogueOptions): string {
  return hex ?? shopColour(options, name)?.hex ?? NEUTRAL_SWATCH;
}

/** The product's colours in the staff's order, each with its stock across sizes. */
export function colourOptions(product: WithVariants, options?: CatalogueOptions): ColourOption[] {
  const colours = new Map<string, ColourOption>();
  for (const variant of product.variants) {
    if (variant.colour === null) continue;
    const known = colours.get(variant.colour);
    if (known) known.stock += Math.max(0, variant.stock);
    else {
      colours.set(variant.colour, {
        name: variant.colour,
        swatch: swatchOf(variant.colour, variant.colour_hex, options),
        stock: Math.max(0, variant.stock),
      });
    }
  }
  return [...colours.values()];
}

/** The product's sizes in its scale's order, as the server orders its variants. */
export function sizeOptions(product: WithVariants): string[] {
  return sizesOfVariants(product.variants);
}

/** Sizes worth a chart: any but a lone "Free Size". */
export function hasSizeGuide(product: WithVariants): boolean {
  return sizeOptions(product).some((size) => size !== FREE_SIZE);
}

/** What a shopper starts with: the first colour in stock (else the first), and the size when there is only one. */
export function initialChoice(product: WithVariants): VariantChoice {
  const colours = colourOptions(product);
  const sizes = sizeOptions(product);
  return {
    colour: (colours.find((colour) => colour.stock > 0) ?? colours[0])?.name ?? null,
    size: sizes.length === 1 ? sizes[0]! : null,
  };
}

/**
 * What a shopper starts with on the product page: the choice its address names (`?colour=…&size=…`, what a swatch or
 * a size chip links to before the app runs), each part kept only when the product has it; else `initialChoice`. The
 * server and the browser read the same address, so both render the same choice.
 */
export function choiceFromSearch(product: WithVariants, params: URLSearchParams): VariantChoice {
  const start = initialChoice(product);
  const named = params.get('colour');
  const colour = named !== null && colourOptions(product).some((c) => c.name === named) ? named : start.colour;
  const size = params.get('size');
  const made = size !== null && sizeOptions(product).includes(size) && sizeStock(product, colour, size) !== null;
  return { colour, size: made ? size : start.size };
}

/** The product page's address part for a choice (`?colour=Black&size=M`): what a swatch or size chip links to. */
export function choiceSearch(choice: VariantChoice): string {
  const params = new URLSearchParams();
  if (choice.colour !== null) params.set('colour', choice.colour);
  if (choice.size !== null) params.set('size', choice.size);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The variant a choice names, once every option the product has is chosen. */
export function findVariant(product: WithVariants, choice: VariantChoice): Variant | undefined {
  if (product.variants.length === 0) return undefined;
  const needsSize = product.variants.some((variant) => variant.size !== null);
  const needsColour = product.variants.some((variant) => variant.colour !== null);
  if ((needsSize && choice.size === null) || (needsColour && choice.colour === null)) return undefined;
  return product.variants.find(
    (variant) => (!needsSize || variant.size === choice.size) && (!needsColour || variant.colour === choice.colour),
  );
}

/** The option still to choose before the product can go in a cart, if any. */
export function missingOption(product: WithVariants, choice: VariantChoice): 'size' | 'colour' | null {
  if (product.variants.some((variant) => variant.size !== null) && choice.size === null) return 'size';
  if (product.variants.some((variant) => variant.colour !== null) && choice.colour === null) return 'colour';
  return null;
}

/** One size for the chosen colour: its stock, or null when that combination is not made. */
export function sizeStock(product: WithVariants, colour: string | null, size: string): number | null {
  const variant = product.variants.find(
    (candidate) => candidate.size === size && (colour === null || candidate.colour === colour),
  );
  return variant ? Math.max(0, variant.stock) : null;
}

/** "Only 2 left" for a size nearly gone; nothing for plenty or none. */
export function lowStockText(stock: number | null): string | null {
  return stock !== null && stock > 0 && stock <= LOW_SIZE_STOCK ? `Only ${stock} left` : null;
}

/**
 * What the detail view prices and badges: the chosen variant's own price and stock; before a size is chosen, the
 * product's price and the chosen colour's stock across its sizes (the whole product's without colours).
 */
export function shownOffer(
  product: Pick<Product, 'price' | 'sale_price' | 'total_stock' | 'variants'>,
  choice: VariantChoice,
): { price: number; sale_price: number; total_stock: number } {
  const variant = findVariant(product, choice);
  if (variant) return { price: variant.price, sale_price: variant.sale_price, total_stock: Math.max(0, variant.stock) };
  const colour = choice.colour === null ? undefined : colourOptions(product).find((c) => c.name === choice.colour);
  return { price: product.price, sale_price: product.sale_price, total_stock: colour?.stock ?? product.total_stock };
}

/** The pictures for a colour: its own when staff gave it some, else the product's gallery. */
export function galleryOf(product: Pick<Product, 'image' | 'images' | 'variants'>, colour: string | null): string[] {
  const own = colour === null ? undefined : product.variants.find((v) => v.colour === colour && v.images.length > 0);
  if (own) return own.images;
  return product.images.length > 0 ? product.images : [product.image];
}

/** Whether the chosen colour has pictures of its own (then the pictures are "in" that colour). */
export function colourHasOwnPictures(product: WithVariants, colour: string | null): boolean {
  return colour !== null && product.variants.some((v) => v.colour === colour && v.images.length > 0);
}

/** "Black, Indigo and Rust". */
export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}
