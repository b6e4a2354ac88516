// Owns the shop's options while staff edit them under "Colours & sizes": colours and size scales as typed, the body
// they become (new scales get an id from their name), and the contract's complaints placed on the fields they concern.
import { catalogueOptions, type CatalogueOptions } from '@shop/contract/options';

/** One colour as typed; `key` keeps its inputs while rows move. */
export type ColourDraft = { key: string; name: string; hex: string };

/** One scale as typed: its sizes as one comma-separated text. `id` is null for a scale staff added. */
export type ScaleDraft = { key: string; id: string | null; name: string; sizes: string };

export type OptionsDraft = { colours: ColourDraft[]; scales: ScaleDraft[] };

/** Where a new colour starts: a mid grey, until staff pick its shade. */
export const NEW_COLOUR_HEX = '#808080';

let nextKey = 0;
export const draftKey = () => `draft-${(nextKey += 1)}`;

export const SIZE_SEPARATOR = ', ';

export function optionsDraftOf(options: CatalogueOptions): OptionsDraft {
  return {
    colours: options.colours.map((colour) => ({ key: draftKey(), name: colour.name, hex: colour.hex })),
    scales: options.size_scales.map((scale) => ({
      key: draftKey(),
      id: scale.id,
      name: scale.name,
      sizes: scale.sizes.join(SIZE_SEPARATOR),
    })),
  };
}

/** "XS, S , M,,L" → XS, S, M, L: the sizes in the order typed (a size never holds a comma). */
export const sizesOf = (text: string): string[] =>
  text
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);

/** "Sarees (metres)" → sarees-metres: a new scale's id, lower-case letters, digits and dashes, unused so far. */
export function scaleIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34)
      .replace(/-+$/, '') || 'scale';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * What is sent: the whole list, as the contract's `catalogueOptions` takes it (it trims and checks it); swatches in
 * lower case, as the colour picker gives them.
 */
export function optionsBodyOf(draft: OptionsDraft): CatalogueOptions {
  const taken = new Set(draft.scales.flatMap((scale) => (scale.id ? [scale.id] : [])));
  return {
    colours: draft.colours.map((colour) => ({ name: colour.name, hex: colour.hex.trim().toLowerCase() })),
    size_scales: draft.scales.map((scale) => {
      const id = scale.id ?? scaleIdFor(scale.name, taken);
      taken.add(id);
      return { id, name: scale.name, sizes: sizesOf(scale.sizes) };
    }),
  };
}

/**
 * The field each complaint concerns, as `colours.3.name`, `colours.3.hex`, `size_scales.1.name`,
 * `size_scales.1.sizes`, or `colours` / `size_scales` for the list as a whole; the first complaint of each field.
 */
export type OptionsErrors = Partial<Record<string, string>>;

export function checkOptions(
  draft: OptionsDraft,
): { ok: true; body: CatalogueOptions } | { ok: false; errors: OptionsErrors } {
  const parsed = catalogueOptions.safeParse(optionsBodyOf(draft));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: OptionsErrors = {};
  for (const issue of parsed.error.issues) {
    const [list, index, field] = issue.path;
    const where =
      index === undefined
        ? String(list)
        : list === 'size_scales' && field === 'id'
          ? `size_scales.${String(index)}.name` // a new scale's id comes from its name
          : `${String(list)}.${String(index)}.${String(field ?? (list === 'size_scales' ? 'sizes' : 'name'))}`;
    errors[where] ??= issue.message;
  }
  return { ok: false, errors };
}
