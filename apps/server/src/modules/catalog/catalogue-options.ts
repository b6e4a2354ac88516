// Owns the catalogue's options as staff name them (issue 31, part 0): reading and saving the shop's colours and size
// scales, and checking a product's sizes and colours against them when it is saved (by hand or by an import).
import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  type CatalogueOptions,
  DEFAULT_CATALOGUE_OPTIONS,
  scaleFor,
  shopColour,
  type SizeScale,
} from '@shop/contract/options';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { catalogueOptions, products, productVariants } from '../../platform/db/schema.ts';
import { Conflict, Invalid } from '../../platform/errors.ts';

export const OPTIONS_MESSAGES = {
  saved: 'Options saved',
  unknownColour: 'Choose a colour from the list',
  unknownScale: 'Choose a size scale from the list',
  unknownSize: 'Choose a size from the list',
} as const;

/** The shop's options: as staff last saved them, or the defaults until they do. */
export async function getCatalogueOptions(db: Reader): Promise<CatalogueOptions> {
  const [row] = await db.select({ data: catalogueOptions.data }).from(catalogueOptions);
  return row?.data ?? DEFAULT_CATALOGUE_OPTIONS;
}

const lower = (value: string) => value.toLowerCase();
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Replaces the shop's options. A colour, a scale, or a size of a scale that a saved product uses cannot go (its
 * shoppers' filters and the product's own form would lose it): staff change those products first.
 */
export async function saveCatalogueOptions(db: Db, next: CatalogueOptions): Promise<CatalogueOptions> {
  return db.transaction(async (tx) => {
    // One save at a time: two staff replacing the list cannot each miss what the other took away.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_options'))`);
    const colours = new Set(next.colours.map((colour) => lower(colour.name)));
    const usedColours = await tx
      .select({
        colour: productVariants.colour,
        products: sql<number>`count(distinct ${productVariants.productId})::int`,
      })
      .from(productVariants)
      .where(isNotNull(productVariants.colour))
      .groupBy(productVariants.colour);
    const lostColour = usedColours.find((used) => !colours.has(lower(used.colour!)));
    if (lostColour) {
      throw new Conflict(
        `${lostColour.colour} is used by ${plural(lostColour.products, 'product')}: change them before removing it`,
      );
    }

    const scales = new Map(next.size_scales.map((scale) => [scale.id, new Set(scale.sizes.map(lower))]));
    const usedSizes = await tx
      .select({
        scale: products.sizeScale,
        size: productVariants.size,
        products: sql<number>`count(distinct ${products.id})::int`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNotNull(productVariants.size))
      .groupBy(products.sizeScale, productVariants.size);
    for (const used of usedSizes) {
      const sizes = used.scale === null ? undefined : scales.get(used.scale);
      if (used.scale !== null && !sizes) {
        throw new Conflict(
          `The size scale ${used.scale} is used by ${plural(used.products, 'product')}: move them to another scale first`,
        );
      }
      if (sizes && !sizes.has(lower(used.size!))) {
        throw new Conflict(
          `Size ${used.size} is used by ${plural(used.products, 'product')}: change them before removing it`,
        );
      }
    }

    await tx
      .insert(catalogueOptions)
      .values({ data: next })
      .onConflictDoUpdate({ target: catalogueOptions.id, set: { data: next, updatedAt: new Date() } });
    return next;
  });
}

type OptionedVariant = { size: string | null; colour: string | null; colour_hex: string | null };

/** A product's variants checked against the shop's options: colours in the shop's spelling, and the scale they use. */
export type CheckedOptions<V> = { variants: (V & { position: number })[]; scale: SizeScale | null };

/**
 * Checks the variants' colours and sizes against the shop's options and places each: colours in the order staff
 * listed them, sizes in their scale's order within each colour. Answers what to save; refuses an unknown colour, scale
 * or size with the field it belongs to.
 */
export async function checkOptions<V extends OptionedVariant>(
  tx: Tx,
  variants: V[],
  namedScale: string | null | undefined,
): Promise<CheckedOptions<V>> {
  const options = await getCatalogueOptions(tx);
  const spelled = variants.map((v, i) => {
    if (v.colour === null) return v;
    const colour = shopColour(options, v.colour);
    if (!colour) throw new Invalid(`variants.${i}.colour: ${OPTIONS_MESSAGES.unknownColour} (${v.colour})`);
    return { ...v, colour: colour.name, colour_hex: v.colour_hex ?? colour.hex };
  });

  const seen = new Set<string>();
  spelled.forEach((v, i) => {
    const key = lower(`${v.size ?? ''}/${v.colour ?? ''}`);
    if (seen.has(key))
      throw new Invalid(`variants.${i}: ${[v.size, v.colour].filter(Boolean).join(' ')} is listed twice`);
    seen.add(key);
  });

  const sizes = spelled.flatMap((v) => (v.size === null ? [] : [v.size]));
  let scale: SizeScale | null = null;
  if (sizes.length > 0 || namedScale) {
    scale = scaleFor(options, sizes, namedScale) ?? null;
    if (!scale) {
      if (namedScale) throw new Invalid(`size_scale: ${OPTIONS_MESSAGES.unknownScale}`);
      throw new Invalid(`variants: ${OPTIONS_MESSAGES.unknownSize}: ${sizes.join(', ')} are not in one size scale`);
    }
  }
  const order = scale?.sizes.map(lower) ?? [];
  const colours = [...new Set(spelled.map((v) => v.colour))];
  return {
    scale: sizes.length > 0 ? scale : null,
    variants: spelled.map((v, i) => {
      const at = v.size === null ? 0 : order.indexOf(lower(v.size));
      if (at === -1) {
        throw new Invalid(`variants.${i}.size: ${OPTIONS_MESSAGES.unknownSize} (${v.size} is not in ${scale!.name})`);
      }
      return { ...v, size: v.size === null ? null : scale!.sizes[at]!, position: colours.indexOf(v.colour) * 100 + at };
    }),
  };
}
