// Owns how a demo product's sizes and colours become its variants: SKUs, places, prices, and stock spread over the
// sizes as a shop has it, the middle sizes fullest, a few sold out and a few nearly gone.

import { rupeesToPaise } from '@shop/contract/money';
import { SIZES, type Colour, type Size } from '@shop/contract/shop';

export type DemoVariant = {
  size: Size;
  colour: Colour;
  colourHex: string;
  sku: string;
  stock: number;
  /** Null: the product's price and sale price. Set: this price, with no sale. */
  pricePaise: number | null;
  salePricePaise: number | null;
  position: number;
};

/** Keys for a few variants: 'XL' (that size in every colour), 'Maroon' (every size of it) or 'Maroon XL'. */
type VariantKey = string;

/** Below this a plan's stock is a product nearly gone: every variant has just that many. */
const PLENTY = 10;

export type StockPlan = {
  /**
   * Units of each size in the first colour: the smallest and the largest size have fewer, later colours fewer still,
   * none below 10. Under 10, every variant has exactly this many (a product nearly sold out); 0, none.
   */
  stock: number;
  soldOut?: readonly VariantKey[];
  /** Only these few left. */
  fewLeft?: Readonly<Record<VariantKey, number>>;
  /** An XXL cut from more cloth costs more (whole rupees, no sale). */
  xxlRupees?: number;
};

const matches = (key: VariantKey, size: Size, colour: Colour) =>
  key === size || key === colour || key === `${colour} ${size}`;

/** The SKU's last part: the size, with Free Size as FS. */
const sizeCode = (size: Size) => (size === 'Free Size' ? 'FS' : size);

/**
 * Every size in every colour: colours in the order given (the staff's), sizes in the shop's order within each, placed
 * as the shop places them when staff save a product (colour × 100 + the size's place in SIZES).
 */
export function demoVariants(
  code: string,
  sizes: readonly Size[],
  colours: readonly { colour: Colour; hex: string }[],
  plan: StockPlan,
): DemoVariant[] {
  const ordered = [...sizes].sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b));
  const unknownKeys = [...(plan.soldOut ?? []), ...Object.keys(plan.fewLeft ?? {})].filter(
    (key) => !ordered.some((size) => colours.some(({ colour }) => matches(key, size, colour))),
  );
  if (unknownKeys.length > 0) throw new Error(`${code} has no variant ${unknownKeys.join(', ')}`);
  return colours.flatMap(({ colour, hex }, c) =>
    ordered.map((size, s) => {
      const edge = ordered.length > 2 && (s === 0 || s === ordered.length - 1);
      const spread =
        plan.stock < PLENTY ? plan.stock : Math.max(PLENTY, Math.round(plan.stock * (edge ? 0.6 : 1) * (1 - 0.15 * c)));
      const few = Object.entries(plan.fewLeft ?? {}).find(([key]) => matches(key, size, colour))?.[1];
      const soldOut = plan.soldOut?.some((key) => matches(key, size, colour)) ?? false;
      const pricier = size === 'XXL' && plan.xxlRupees !== undefined;
      return {
        size,
        colour,
        colourHex: hex,
        sku: `TT-${code}-${colour.toUpperCase()}-${sizeCode(size)}`,
        stock: soldOut ? 0 : (few ?? spread),
        pricePaise: pricier ? rupeesToPaise(plan.xxlRupees!) : null,
        salePricePaise: pricier ? 0 : null,
        position: c * 100 + SIZES.indexOf(size),
      };
    }),
  );
}
