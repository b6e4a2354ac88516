// Owns the homepage banners' artwork: a headline and a call to action beside three products standing on a floor.
// Pure and deterministic: the same spec gives the same SVG.

import { contrastRatio, escapeXml, r1 } from './demo-art-kit.ts';
import { drawItem, type ProductArtSpec } from './demo-art.ts';

export const BANNER_ART_WIDTH = 1600;
export const BANNER_ART_HEIGHT = 600;

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
