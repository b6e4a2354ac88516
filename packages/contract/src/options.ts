// Owns the catalogue's options as staff name them (issue 31, part 0): the shop's colours (a name and its swatch) and
// its size scales (letters, waist, chest, kids' ages, shoes, Free Size, or their own). A product takes its sizes from
// one scale and its colours from the shop's list; filters, swatches, size guides, search and imports follow them.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { COLOURS, SIZES } from './shop.ts';

/** Reading them, without zod for the storefront (option-lists.ts). */
export { allSizes, scaleFor, shopColour } from './option-lists.ts';

/** Letters, digits, spaces and a few joiners; never a comma, which joins the listing's filter values in the URL. */
const OPTION_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} .'&/()+-]*$/u;

export const colourName = z
  .string()
  .trim()
  .min(1, 'Name the colour')
  .max(30, 'A colour name is at most 30 characters')
  .regex(OPTION_TEXT, 'A colour name has letters, digits and spaces (no commas)');

export const sizeName = z
  .string()
  .trim()
  .min(1, 'Name the size')
  .max(20, 'A size is at most 20 characters')
  .regex(OPTION_TEXT, 'A size has letters, digits and spaces (no commas)');

export const swatchHex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A swatch is a colour like #1f2a4d');

export const colourOption = z.object({ name: colourName, hex: swatchHex });
export type ColourOption = z.infer<typeof colourOption>;

export const SIZE_SCALE_MAX_SIZES = 60;

export const sizeScale = z.object({
  /** Stays when the scale is renamed; products keep it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A scale id is lower-case letters, digits and dashes (at most 40)'),
  name: z.string().trim().min(1, 'Name the size scale').max(40, 'A scale name is at most 40 characters'),
  /** In the order shoppers see them. */
  sizes: z
    .array(sizeName)
    .min(1, 'A size scale has at least one size')
    .max(SIZE_SCALE_MAX_SIZES, `A size scale has at most ${SIZE_SCALE_MAX_SIZES} sizes`),
});
export type SizeScale = z.infer<typeof sizeScale>;

const key = (value: string) => value.toLowerCase();

export const catalogueOptions = z
  .object({
    colours: z.array(colourOption).min(1, 'Keep at least one colour').max(200, 'At most 200 colours'),
    size_scales: z.array(sizeScale).min(1, 'Keep at least one size scale').max(30, 'At most 30 size scales'),
  })
  .superRefine((options, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const colours = new Set<string>();
    options.colours.forEach((colour, i) => {
      if (colours.has(key(colour.name))) issue(['colours', i, 'name'], `${colour.name} is listed twice`);
      colours.add(key(colour.name));
    });
    const scales = new Set<string>();
    options.size_scales.forEach((scale, i) => {
      if (scales.has(scale.id)) issue(['size_scales', i, 'id'], `The scale id ${scale.id} is used twice`);
      scales.add(scale.id);
      const sizes = new Set<string>();
      scale.sizes.forEach((size, j) => {
        if (sizes.has(key(size))) issue(['size_scales', i, 'sizes', j], `${size} is listed twice in ${scale.name}`);
        sizes.add(key(size));
      });
    });
  });
export type CatalogueOptions = z.infer<typeof catalogueOptions>;

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

/** The options a new shop starts with; staff change them under Products → Options. */
export const DEFAULT_CATALOGUE_OPTIONS: CatalogueOptions = {
  colours: [
    ...Object.entries(COLOURS).map(([name, hex]) => ({ name, hex })),
    { name: 'Cream', hex: '#f3e9d2' },
    { name: 'Peach', hex: '#f4b89a' },
    { name: 'Gold', hex: '#c9a227' },
    { name: 'Aubergine', hex: '#4b2338' },
    { name: 'Multicolour', hex: '#b0567c' },
  ],
  size_scales: [
    { id: 'letters', name: 'Letters (XS–5XL)', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'] },
    { id: 'kids-ages', name: "Kids' ages", sizes: SIZES.filter((size) => size.endsWith('Y')) },
    { id: 'free-size', name: 'Free Size', sizes: ['Free Size'] },
    { id: 'waist', name: 'Waist (inches)', sizes: range(26, 44) },
    { id: 'chest', name: 'Chest (inches)', sizes: range(34, 52, 2) },
    { id: 'shoes-uk', name: 'Shoes (UK)', sizes: range(3, 12).map((size) => `UK ${size}`) },
  ],
};

export const catalogueOptionsAnswer = z.object({ success: z.literal(true), data: catalogueOptions });
export const catalogueOptionsSaved = catalogueOptionsAnswer.extend({ message: z.string() });

export const catalogueOptionEndpoints = {
  /** Public: the storefront's filters and swatches read it. */
  get: endpoint({
    method: 'GET',
    path: '/api/shop/options',
    tag: 'catalogue',
    answer: catalogueOptionsAnswer,
  }),
  /** Staff replace the whole list; a colour or size a product uses cannot be taken away. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/options',
    permission: 'products.write',
    tag: 'admin products',
    body: catalogueOptions,
    answer: catalogueOptionsSaved,
    errors: [400, 401, 403, 409],
  }),
};
