// Owns how each of the shop's colour names (COLOURS) is painted in the demo artwork: one palette per name, so a
// variant's picture shows the colour its swatch and its name promise.

import { COLOURS, type Colour } from '@shop/contract/shop';
import type { Palette } from './demo-art-kit.ts';

/**
 * The fabric (`main`) is the shop's swatch for the name, or a shade of it that reads better as cloth; the backdrop is
 * a pale wall that sets it off; the accent prints stripes, dots and borders; the trim is buttons, zips and handles.
 */
const COLOUR_PALETTES: Record<Colour, Omit<Palette, 'name'>> = {
  Black: { backdrop: '#ECEBE8', main: '#2B2B2E', accent: '#E9E4D8', trim: '#C8A266' },
  White: { backdrop: '#DCE3E8', main: '#F7F5F0', accent: '#2F3E66', trim: '#6F7885' },
  Ivory: { backdrop: '#DFE6EA', main: '#EFE6D2', accent: '#8A6E4B', trim: '#5B4A36' },
  Beige: { backdrop: '#EEF0EC', main: '#D9C3A0', accent: '#FBF5EA', trim: '#6B5232' },
  Brown: { backdrop: '#F3ECE4', main: '#7A5230', accent: '#E9D8BC', trim: '#C9A04E' },
  Grey: { backdrop: '#EDEEEF', main: '#8C8E92', accent: '#F2F2F2', trim: '#34373C' },
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

/** The swatch a variant shows: the shop's own for the name, or the product's shade of it. */
export function colourSwatch(colour: Colour, change: PaletteChange = {}): string {
  return (change.main ?? COLOURS[colour]).toLowerCase();
}
