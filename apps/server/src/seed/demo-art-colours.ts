// Owns the demo artwork's palettes: the named ones banners use, and one for each of the shop's colour names
// (COLOURS), so a variant's picture shows the colour its swatch and its name promise.

import type { Colour } from '@shop/contract/shop';

export type Palette = {
  name: string;
  /** The studio wall behind the item. */
  backdrop: string;
  /** The item's main fabric. */
  main: string;
  /** A contrasting colour for prints, borders and linings. */
  accent: string;
  /** A deep colour for buttons, zips, handles and stitching. */
  trim: string;
};

export const PALETTES: readonly Palette[] = [
  { name: 'sage', backdrop: '#EEF0E8', main: '#8BA888', accent: '#F3EBDD', trim: '#3F5A43' },
  { name: 'terracotta', backdrop: '#F5ECE5', main: '#C46A4B', accent: '#F6DCC2', trim: '#6E3221' },
  { name: 'indigo', backdrop: '#E8ECF3', main: '#34507F', accent: '#EFE6D2', trim: '#D5A54A' },
  { name: 'mustard', backdrop: '#F6F1E4', main: '#D9A53F', accent: '#FFF8EA', trim: '#6D4E16' },
  { name: 'blush', backdrop: '#F7ECEC', main: '#E0A3AA', accent: '#FFF6F2', trim: '#8F4553' },
  { name: 'charcoal', backdrop: '#EDEDEB', main: '#44474D', accent: '#D9DBDF', trim: '#C8A266' },
  { name: 'teal', backdrop: '#E4F0EE', main: '#2F7D77', accent: '#F2E2C4', trim: '#173F3C' },
  { name: 'lavender', backdrop: '#EFECF6', main: '#9D8CC8', accent: '#FFFFFF', trim: '#4B3F78' },
  { name: 'ecru', backdrop: '#DFE6EA', main: '#EBE1CE', accent: '#8A6E4B', trim: '#5B4A36' },
  { name: 'maroon', backdrop: '#F6EEE6', main: '#8C2F3F', accent: '#E4B95F', trim: '#5A1A27' },
  { name: 'olive', backdrop: '#EFEFE4', main: '#6F7448', accent: '#E8E0C6', trim: '#393C23' },
  { name: 'denim', backdrop: '#EDF1F5', main: '#48699A', accent: '#E2B75E', trim: '#263F63' },
  { name: 'coral', backdrop: '#FBEDE7', main: '#E97F6A', accent: '#FFF3E8', trim: '#8E3B2C' },
  { name: 'navy', backdrop: '#ECEFF2', main: '#22304A', accent: '#F4F1EA', trim: '#B7483A' },
  { name: 'rani', backdrop: '#F8EFE8', main: '#C9577A', accent: '#E8C46A', trim: '#6B1F3A' },
  { name: 'sky', backdrop: '#EAF2F8', main: '#86B3D6', accent: '#FFFFFF', trim: '#2C5573' },
];

/** A palette by index (wrapping round) or a palette given in full. */
export function resolvePalette(palette: number | Palette): Palette {
  if (typeof palette !== 'number') return palette;
  const index = ((Math.trunc(palette) % PALETTES.length) + PALETTES.length) % PALETTES.length;
  return PALETTES[index]!;
}

/**
 * The fabric (`main`) is the shop's swatch for the name (COLOURS), or a shade beside it that reads better as cloth (a
 * black that still shows its seams); the backdrop is a pale wall that sets it off; the accent prints stripes, dots and
 * borders; the trim is buttons, zips and handles.
 */
const COLOUR_PALETTES: Record<Colour, Omit<Palette, 'name'>> = {
  Black: { backdrop: '#ECEBE8', main: '#2B2B2E', accent: '#E9E4D8', trim: '#C8A266' },
  White: { backdrop: '#DCE3E8', main: '#F7F5F0', accent: '#2F3E66', trim: '#6F7885' },
  Ivory: { backdrop: '#DFE6EA', main: '#EFE6D2', accent: '#8A6E4B', trim: '#5B4A36' },
  Beige: { backdrop: '#EEF0EC', main: '#D9C3A0', accent: '#FBF5EA', trim: '#6B5232' },
  Brown: { backdrop: '#F3ECE4', main: '#7A5230', accent: '#E9D8BC', trim: '#C9A04E' },
  Grey: { backdrop: '#EDEEEF', main: '#8C8C8C', accent: '#F2F2F2', trim: '#34373C' },
  Navy: { backdrop: '#ECEFF3', main: '#1F2A4D', accent: '#F4F1EA', trim: '#B7483A' },
  Indigo: { backdrop: '#E8EBF4', main: '#3B4A8C', accent: '#EFE6D2', trim: '#D5A54A' },
  Blue: { backdrop: '#EAF1F8', main: '#3F7CC4', accent: '#FFFFFF', trim: '#1F3F66' },
  Teal: { backdrop: '#E4F0EE', main: '#1F7A7A', accent: '#F2E2C4', trim: '#123F3E' },
  Green: { backdrop: '#EAF1EA', main: '#3F7D4A', accent: '#F3EBDD', trim: '#1F4026' },
  Olive: { backdrop: '#EFEFE4', main: '#6B6B2E', accent: '#E8E0C6', trim: '#34341A' },
  Mustard: { backdrop: '#F6F1E4', main: '#D1A028', accent: '#FFF8EA', trim: '#6D4E16' },
  Yellow: { backdrop: '#F4F2EA', main: '#F0CF4A', accent: '#FFFFFF', trim: '#7A5E10' },
  Orange: { backdrop: '#FBEEE4', main: '#E07B39', accent: '#FFF4E8', trim: '#7A3A12' },
  Rust: { backdrop: '#F5ECE5', main: '#A8492A', accent: '#F6DCC2', trim: '#5A2414' },
  Red: { backdrop: '#F8ECEA', main: '#C0392B', accent: '#FBEBD6', trim: '#5E1711' },
  Maroon: { backdrop: '#F6EEE6', main: '#7A1F2B', accent: '#E4B95F', trim: '#4A1019' },
  Pink: { backdrop: '#F9EEF2', main: '#E59AB8', accent: '#FFF6F8', trim: '#8F3F60' },
  Lavender: { backdrop: '#F0EDF7', main: '#B7A6D9', accent: '#FFFFFF', trim: '#4B3F78' },
  Purple: { backdrop: '#F1ECF5', main: '#6D3F8C', accent: '#E8C46A', trim: '#3A1F4D' },
};

/** What a product may change in a colour's palette: its own shade of the fabric, or its own print and trim colours. */
export type PaletteChange = Partial<Omit<Palette, 'name'>>;

/** The palette that paints `colour`, with a product's own changes. */
export function colourPalette(colour: Colour, change: PaletteChange = {}): Palette {
  return { name: colour.toLowerCase(), ...COLOUR_PALETTES[colour], ...change };
}

/** The swatch a variant shows: its cloth as drawn, the shop's swatch for the name or a shade of it. */
export function colourSwatch(colour: Colour, change: PaletteChange = {}): string {
  return colourPalette(colour, change).main.toLowerCase();
}
