// Owns how the brand's accent reaches the page: styles.css's accent tokens set on the document, with its hover shade
// and its soft tint worked out from it. Today's accent sets nothing, so styles.css's own shades stay.
import { DEFAULT_ACCENT } from '@shop/contract/brand-defaults';

const channels = (hex: string) =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `colour` moved `share` of the way to `towards` (0 to 1). */
const mix = (colour: string, towards: number, share: number) =>
  hexOf(channels(colour).map((c) => c + (towards - c) * share));

/** The CSS custom properties for an accent, or undefined for today's (or one that is not #rrggbb). */
export function accentProperties(accent: string): Record<string, string> | undefined {
  const colour = accent.toLowerCase();
  if (colour === DEFAULT_ACCENT || !/^#[0-9a-f]{6}$/.test(colour)) return undefined;
  return {
    '--color-accent': colour,
    // As styles.css's: a darker shade for hover and pressed, a pale tint for quiet highlights, the focus ring.
    '--color-accent-strong': mix(colour, 0, 0.22),
    '--color-accent-soft': mix(colour, 255, 0.9),
    '--color-ring': colour,
  };
}
