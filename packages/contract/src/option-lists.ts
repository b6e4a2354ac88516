// Owns reading the catalogue's options (options.ts) without zod, so the storefront's first load can use them: every
// size in the filters' order, the scale a product's sizes come from, and a colour's shop spelling.

/** The shapes options.ts checks with zod, as plain types. */
export type ColourOption = { name: string; hex: string };
export type SizeScale = { id: string; name: string; sizes: string[] };
export type OptionLists = { colours: ColourOption[]; size_scales: SizeScale[] };

const key = (value: string) => value.toLowerCase();

/** Every size of every scale, in the scales' order, each once: the order the listing's Size filter lists them. */
export function allSizes(options: OptionLists): string[] {
  return [...new Set(options.size_scales.flatMap((scale) => scale.sizes))];
}

/** The scale a product's sizes come from: the named one, or else the first that holds all of them. */
export function scaleFor(options: OptionLists, sizes: string[], named?: string | null): SizeScale | undefined {
  if (named) return options.size_scales.find((scale) => scale.id === named);
  const wanted = sizes.map(key);
  return options.size_scales.find((scale) => {
    const held = new Set(scale.sizes.map(key));
    return wanted.every((size) => held.has(size));
  });
}

/** The shop's spelling of a colour name typed in any case ("navy" is Navy), or undefined if it is not one. */
export function shopColour(options: OptionLists | undefined, name: string): ColourOption | undefined {
  return options?.colours.find((colour) => key(colour.name) === key(name.trim()));
}
