// Owns the demo catalogue's product pictures: flat, studio-style SVG illustrations of garments and bags, seen whole
// or in a close-up of their print and details. Pure and deterministic: the same spec gives the same SVG.

import { resolvePalette, type Palette } from './demo-art-colours.ts';
import type { Ctx, Drawn, PatternKind } from './demo-art-kit.ts';
import { darken, lighten, makeCtx, pick, r1, seededRandom } from './demo-art-kit.ts';
import { backpack, handbag, slingBag, tote } from './demo-art-bags.ts';
import { jeans, shorts, skirt, trousers } from './demo-art-bottoms.ts';
import { dress, frock, romper, saree } from './demo-art-dresses.ts';
import { hoodie, jacket, kurta, nehruJacket, shirt, tShirt } from './demo-art-tops.ts';

export const PRODUCT_ART_WIDTH = 800;
export const PRODUCT_ART_HEIGHT = 1000;

const DRAWINGS = {
  't-shirt': tShirt,
  shirt,
  kurta,
  dress,
  saree,
  jacket,
  'nehru-jacket': nehruJacket,
  hoodie,
  trousers,
  jeans,
  shorts,
  skirt,
  tote,
  backpack,
  handbag,
  'sling-bag': slingBag,
  romper,
  frock,
} satisfies Record<string, (ctx: Ctx) => Drawn>;

export type ProductKind = keyof typeof DRAWINGS;
export const PRODUCT_KINDS = Object.keys(DRAWINGS) as ProductKind[];

/** The prints each kind may be drawn with; the seed picks one. */
const PATTERNS: Record<ProductKind, readonly PatternKind[]> = {
  't-shirt': ['plain', 'plain', 'plain', 'stripes'],
  shirt: ['plain', 'pinstripes', 'checks', 'checks'],
  kurta: ['blockprint', 'butti', 'pinstripes', 'plain'],
  dress: ['dots', 'blockprint', 'plain', 'checks'],
  saree: ['butti', 'blockprint', 'plain'],
  jacket: ['plain'],
  'nehru-jacket': ['plain', 'butti', 'pinstripes'],
  hoodie: ['plain'],
  trousers: ['plain', 'plain', 'pinstripes'],
  jeans: ['plain'],
  shorts: ['plain', 'checks', 'pinstripes'],
  skirt: ['plain', 'dots', 'blockprint', 'checks'],
  tote: ['plain', 'stripes', 'blockprint'],
  backpack: ['plain'],
  handbag: ['plain', 'plain', 'checks'],
  'sling-bag': ['plain', 'checks'],
  romper: ['stripes', 'dots', 'checks', 'plain'],
  frock: ['dots', 'blockprint', 'checks', 'plain'],
};

/**
 * What a close-up looks at, in the drawing's own coordinates (x = 400 is its centre line), and how many times nearer
 * than the frame: the collar and placket, a pocket, a clasp, a print's border.
 */
const CLOSE_UPS: Record<ProductKind, { x: number; y: number; zoom: number }> = {
  't-shirt': { x: 420, y: 330, zoom: 2.8 },
  shirt: { x: 440, y: 330, zoom: 3 },
  kurta: { x: 420, y: 310, zoom: 3 },
  dress: { x: 450, y: 450, zoom: 2.8 },
  saree: { x: 530, y: 720, zoom: 2.4 },
  jacket: { x: 430, y: 300, zoom: 3 },
  'nehru-jacket': { x: 470, y: 370, zoom: 3 },
  hoodie: { x: 400, y: 330, zoom: 2.8 },
  trousers: { x: 430, y: 260, zoom: 3 },
  jeans: { x: 420, y: 280, zoom: 3 },
  shorts: { x: 420, y: 370, zoom: 2.8 },
  skirt: { x: 440, y: 330, zoom: 2.8 },
  tote: { x: 460, y: 500, zoom: 2.6 },
  backpack: { x: 420, y: 640, zoom: 2.6 },
  handbag: { x: 400, y: 600, zoom: 2.8 },
  'sling-bag': { x: 400, y: 650, zoom: 2.8 },
  romper: { x: 400, y: 330, zoom: 2.8 },
  frock: { x: 400, y: 390, zoom: 2.8 },
};

/** Where and how large an item sits in the 800×1000 frame. */
const FIT = { centreY: 478, maxHeight: 640, maxSpan: 300, maxScale: 1.25 };

export type ProductArtSpec = {
  kind: ProductKind;
  /** An index into PALETTES (wrapping round) or a palette of one's own. */
  palette: number | Palette;
  seed: number;
  /** Overrides the print the seed would choose. */
  pattern?: PatternKind;
};

/** The item's drawing in its own coordinates, and the definitions it needs. */
function drawShape(spec: ProductArtSpec, id: string): { defs: string[]; drawn: Drawn } {
  const pal = resolvePalette(spec.palette);
  const rng = seededRandom(spec.seed * 7919 + 17);
  // Always draw the pick, so an explicit pattern leaves the seed's other choices unchanged.
  const seeded = pick(rng, PATTERNS[spec.kind]);
  const ctx = makeCtx(id, pal, spec.pattern ?? seeded, rng);
  return { defs: ctx.defs, drawn: DRAWINGS[spec.kind](ctx) };
}

/** The item alone (no backdrop), with its floor shadow, in the 800×1000 frame. */
export function drawItem(spec: ProductArtSpec, id: string): { defs: string; body: string; bottom: number } {
  const { defs, drawn } = drawShape(spec, id);
  defs.push(
    `<radialGradient id="${id}-floor" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0.28"/>` +
      `<stop offset="0.55" stop-color="#000" stop-opacity="0.12"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  // Fit every kind to a similar presence in the frame, centred a little above the middle.
  const height = drawn.bottom - drawn.top;
  const scale = Math.min(FIT.maxScale, FIT.maxHeight / height, FIT.maxSpan / drawn.span);
  const mid = (drawn.top + drawn.bottom) / 2;
  const bottom = FIT.centreY + (scale * height) / 2;
  const shadow = `<ellipse cx="400" cy="${r1(bottom + 12 * scale)}" rx="${r1(drawn.halfWidth * 1.25 * scale)}" ry="${r1(32 * scale)}" fill="url(#${id}-floor)"/>`;
  const body = `<g transform="translate(400 ${FIT.centreY}) scale(${scale.toFixed(4)}) translate(-400 ${r1(-mid)})">${drawn.svg}</g>`;
  return { defs: defs.join(''), body: shadow + body, bottom };
}

/** A studio frame: the palette's wall in a soft vertical gradient with a glow behind the item. */
function frame(pal: Palette, defs: string, body: string): string {
  const bgTop = lighten(pal.backdrop, 0.45);
  const bgBottom = darken(pal.backdrop, 0.05);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" viewBox="0 0 ${PRODUCT_ART_WIDTH} ${PRODUCT_ART_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${bgTop}"/><stop offset="0.62" stop-color="${pal.backdrop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `${defs}</defs>` +
    `<rect width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" fill="url(#glow)"/>` +
    `${body}</svg>`
  );
}

/** The whole item, as a product's first picture. */
export function productArt(spec: ProductArtSpec): string {
  const item = drawItem(spec, 'p');
  return frame(resolvePalette(spec.palette), item.defs, item.body);
}

/** A close-up of the same item: its print seen large, and the detail its kind is known by. */
export function productDetailArt(spec: ProductArtSpec): string {
  const { defs, drawn } = drawShape(spec, 'd');
  const { x, y, zoom } = CLOSE_UPS[spec.kind];
  const body = `<g transform="translate(400 500) scale(${zoom}) translate(${-x} ${-y})">${drawn.svg}</g>`;
  return frame(resolvePalette(spec.palette), defs.join(''), body);
}
