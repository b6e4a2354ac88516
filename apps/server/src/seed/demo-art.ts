// Owns the demo catalogue's artwork: flat, studio-style SVG illustrations of garments and bags for
// product images, and the homepage banners. Pure and deterministic: the same spec gives the same SVG.

import type { Ctx, Drawn, Palette, PatternKind } from './demo-art-kit.ts';
import {
  contrastRatio,
  darken,
  escapeXml,
  lighten,
  makeCtx,
  pick,
  r1,
  resolvePalette,
  seededRandom,
} from './demo-art-kit.ts';
import { backpack, handbag, slingBag, tote } from './demo-art-bags.ts';
import { jeans, shorts, skirt, trousers } from './demo-art-bottoms.ts';
import { dress, frock, romper, saree } from './demo-art-dresses.ts';
import { hoodie, jacket, kurta, nehruJacket, shirt, tShirt } from './demo-art-tops.ts';

export type { Palette, PatternKind } from './demo-art-kit.ts';
export { PALETTES, contrastRatio } from './demo-art-kit.ts';

export const PRODUCT_ART_WIDTH = 800;
export const PRODUCT_ART_HEIGHT = 1000;
export const BANNER_ART_WIDTH = 1600;
export const BANNER_ART_HEIGHT = 600;

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

/** The item alone (no backdrop), with its floor shadow, in the 800×1000 frame. */
function drawItem(spec: ProductArtSpec, id: string): { defs: string; body: string; bottom: number } {
  const pal = resolvePalette(spec.palette);
  const rng = seededRandom(spec.seed * 7919 + 17);
  // Always draw the pick, so an explicit pattern leaves the seed's other choices unchanged.
  const seeded = pick(rng, PATTERNS[spec.kind]);
  const pattern = spec.pattern ?? seeded;
  const ctx = makeCtx(id, pal, pattern, rng);
  const drawn = DRAWINGS[spec.kind](ctx);
  ctx.defs.push(
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
  return { defs: ctx.defs.join(''), body: shadow + body, bottom };
}

export function productArt(spec: ProductArtSpec): string {
  const pal = resolvePalette(spec.palette);
  const item = drawItem(spec, 'p');
  const bgTop = lighten(pal.backdrop, 0.45);
  const bgBottom = darken(pal.backdrop, 0.05);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" viewBox="0 0 ${PRODUCT_ART_WIDTH} ${PRODUCT_ART_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${bgTop}"/><stop offset="0.62" stop-color="${pal.backdrop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `${item.defs}</defs>` +
    `<rect width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${PRODUCT_ART_WIDTH}" height="${PRODUCT_ART_HEIGHT}" fill="url(#glow)"/>` +
    `${item.body}</svg>`
  );
}

// ---- banners ----------------------------------------------------------------------------------------

export type BannerTheme = {
  from: string;
  to: string;
  /** Headline colour; must reach WCAG AA against both gradient ends. */
  text: string;
  /** Subline and eyebrow colour; also AA against both ends. */
  subtext: string;
  ctaFill: string;
  ctaText: string;
  /** Tint of the arch and dots behind the products. */
  decor: string;
  /** A marigold garland swagged across the top, for festive banners. */
  garland?: boolean;
  items: readonly ProductArtSpec[];
};

export const BANNER_THEMES: readonly BannerTheme[] = [
  {
    from: '#FDEEE3',
    to: '#F5CDB5',
    text: '#3B1F16',
    subtext: '#5C3324',
    ctaFill: '#3B1F16',
    ctaText: '#FFF4EC',
    decor: '#FFF7F1',
    items: [
      { kind: 'dress', palette: 0, seed: 3, pattern: 'plain' },
      { kind: 't-shirt', palette: 2, seed: 11, pattern: 'stripes' },
      { kind: 'tote', palette: 3, seed: 5, pattern: 'stripes' },
    ],
  },
  {
    from: '#5A1326',
    to: '#8A2C43',
    text: '#FFF6E8',
    subtext: '#F8E2C4',
    ctaFill: '#E8C46A',
    ctaText: '#3E0E1A',
    decor: '#A8455C',
    garland: true,
    items: [
      { kind: 'kurta', palette: 3, seed: 2, pattern: 'butti' },
      { kind: 'saree', palette: 6, seed: 4, pattern: 'butti' },
      { kind: 'nehru-jacket', palette: 8, seed: 9, pattern: 'plain' },
    ],
  },
  {
    from: '#E3F0EC',
    to: '#BFD9D1',
    text: '#0F3833',
    subtext: '#1D4A44',
    ctaFill: '#0F3833',
    ctaText: '#F0FAF7',
    decor: '#F2F9F6',
    items: [
      { kind: 'backpack', palette: 1, seed: 1 },
      { kind: 'handbag', palette: 4, seed: 2, pattern: 'plain' },
      { kind: 'sling-bag', palette: 5, seed: 3, pattern: 'plain' },
    ],
  },
];

export type BannerArtSpec = { index: number; headline: string; subline: string };

/** Greedy word wrap by an estimated advance per character. */
function wrap(text: string, fontSize: number, perChar: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length * fontSize * perChar > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

function fitHeadline(text: string): { size: number; lines: string[] } {
  for (let size = 92; size > 44; size -= 4) {
    const lines = wrap(text, size, 0.66, 700);
    if (lines.length <= 2 && lines.every((l) => l.length * size * 0.66 <= 700)) return { size, lines };
  }
  return { size: 44, lines: wrap(text, 44, 0.66, 700).slice(0, 3) };
}

export function bannerArt(spec: BannerArtSpec): string {
  const n = BANNER_THEMES.length;
  const theme = BANNER_THEMES[((Math.trunc(spec.index) % n) + n) % n]!;
  const font = `font-family="sans-serif"`;
  const head = fitHeadline(spec.headline);
  const sub = wrap(spec.subline, 30, 0.58, 640).slice(0, 3);
  const headLead = Math.round(head.size * 1.08);
  const blockHeight = 30 + head.lines.length * headLead + 18 + sub.length * 42 + 40 + 60;
  let y = Math.round((BANNER_ART_HEIGHT - blockHeight) / 2);
  const x = 110;
  let text = `<text x="${x}" y="${y + 20}" ${font} font-size="20" font-weight="700" letter-spacing="5" fill="${theme.subtext}">THREAD &amp; TOTE</text>`;
  y += 30;
  for (const l of head.lines) {
    y += headLead;
    text += `<text x="${x - 4}" y="${y - Math.round(head.size * 0.12)}" ${font} font-size="${head.size}" font-weight="700" fill="${theme.text}">${escapeXml(l)}</text>`;
  }
  y += 18;
  for (const l of sub) {
    y += 42;
    text += `<text x="${x}" y="${y - 8}" ${font} font-size="30" fill="${theme.subtext}">${escapeXml(l)}</text>`;
  }
  y += 40;
  text +=
    `<rect x="${x}" y="${y}" width="214" height="60" rx="30" fill="${theme.ctaFill}"/>` +
    `<text x="${x + 34}" y="${y + 38}" ${font} font-size="22" font-weight="700" fill="${theme.ctaText}">Shop now</text>` +
    `<path d="M${x + 172} ${y + 21} L${x + 181} ${y + 30} L${x + 172} ${y + 39}" fill="none" stroke="${theme.ctaText}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;

  // three products standing on a shared floor, the middle one largest and in front
  const floorY = 548;
  const slots = [
    { cx: 1010, scale: 0.5 },
    { cx: 1430, scale: 0.5 },
    { cx: 1220, scale: 0.58 },
  ];
  const order = [0, 2, 1];
  let defs = '';
  let items = '';
  for (const i of order) {
    const spec2 = theme.items[i]!;
    const slot = slots[i]!;
    const drawn = drawItem(spec2, `b${i}`);
    defs += drawn.defs;
    const tx = slot.cx - 400 * slot.scale;
    const ty = floorY - drawn.bottom * slot.scale;
    items += `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${slot.scale})">${drawn.body}</g>`;
  }
  const decor =
    `<path d="M900 600 L900 330 A320 320 0 0 1 1540 330 L1540 600 Z" fill="${theme.decor}" opacity="0.55"/>` +
    (theme.garland ? '' : `<circle cx="1520" cy="110" r="46" fill="${theme.decor}" opacity="0.5"/>`) +
    `<circle cx="880" cy="140" r="14" fill="${theme.decor}" opacity="0.7"/>` +
    `<circle cx="1570" cy="470" r="10" fill="${theme.decor}" opacity="0.7"/>` +
    `<rect x="0" y="${floorY + 10}" width="${BANNER_ART_WIDTH}" height="${BANNER_ART_HEIGHT - floorY - 10}" fill="#000" opacity="0.03"/>`;
  const swag = theme.garland ? garland() : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_ART_WIDTH}" height="${BANNER_ART_HEIGHT}" viewBox="0 0 ${BANNER_ART_WIDTH} ${BANNER_ART_HEIGHT}">` +
    `<defs><linearGradient id="bbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>${defs}</defs>` +
    `<rect width="${BANNER_ART_WIDTH}" height="${BANNER_ART_HEIGHT}" fill="url(#bbg)"/>${decor}${swag}${items}${text}</svg>`
  );
}

/** Two swags of marigolds along the banner's top right, with short hanging strands. */
function garland(): string {
  const colours = ['#F0A030', '#E8C46A', '#E07A2E'];
  let out = '';
  const swags = [
    [860, 0, 1060, 150, 1240, 0],
    [1240, 0, 1420, 150, 1600, 0],
  ] as const;
  for (const [x0, y0, cx, cy, x1, y1] of swags) {
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1;
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="${colours[i % 3]}"/>`;
    }
  }
  for (const x of [1240, 1600 - 8]) {
    for (let j = 1; j <= 5; j++) out += `<circle cx="${x}" cy="${j * 16}" r="7" fill="${colours[j % 3]}"/>`;
    out += `<path d="M${x - 7} ${96} L${x + 7} ${96} L${x} ${114} Z" fill="#3E8E5A"/>`;
  }
  return out;
}

/** The lowest WCAG contrast of a banner theme's text against its backdrop (for tests). */
export function bannerContrast(index: number): number {
  const t = BANNER_THEMES[index]!;
  return Math.min(
    ...[t.text, t.subtext].flatMap((c) => [contrastRatio(c, t.from), contrastRatio(c, t.to)]),
    contrastRatio(t.ctaText, t.ctaFill),
  );
}
