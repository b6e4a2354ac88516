// Owns the building blocks of the demo artwork: colour maths, the seeded random source, fabric patterns
// and the small SVG helpers every garment and bag drawing shares.

import type { Palette } from './demo-art-colours.ts';

// ---- colour maths -------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Blend a towards b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);
export const lighten = (colour: string, t: number): string => mix(colour, '#FFFFFF', t);

/** WCAG relative luminance. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// ---- randomness -----------------------------------------------------------------------------------

/** A small seeded generator (mulberry32), so the same seed always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length]!;
}

// ---- drawing context -----------------------------------------------------------------------------

export type PatternKind = 'plain' | 'stripes' | 'pinstripes' | 'dots' | 'checks' | 'blockprint' | 'butti';

/** Everything a shape drawing needs: a unique id prefix, colours, a pattern and a random source. */
export type Ctx = {
  id: string;
  pal: Palette;
  pattern: PatternKind;
  rng: () => number;
  /** Extra definitions (patterns, gradients) the drawing wants in <defs>. */
  defs: string[];
};

/**
 * What a shape drawing returns: the SVG, its vertical extent and widest half-width (to fit it in
 * the frame) and the half-width of its base (to size its floor shadow).
 */
export type Drawn = { svg: string; top: number; bottom: number; span: number; halfWidth: number };

export function makeCtx(id: string, pal: Palette, pattern: PatternKind, rng: () => number): Ctx {
  const ctx: Ctx = { id, pal, pattern, rng, defs: [] };
  ctx.defs.push(
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0.16"/>` +
      `<stop offset="0.22" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="0.62" stop-color="#fff" stop-opacity="0.07"/>` +
      `<stop offset="0.8" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>`,
    `<linearGradient id="${id}-drop" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.06"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>`,
  );
  if (pattern !== 'plain') ctx.defs.push(patternDef(`${id}-pat`, pattern, pal));
  return ctx;
}

function patternDef(id: string, kind: PatternKind, pal: Palette): string {
  const ink = pal.accent;
  const open = (w: number, h: number, extra = '') =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${extra}>`;
  switch (kind) {
    case 'stripes':
      return `${open(46, 46)}<rect y="0" width="46" height="17" fill="${ink}" opacity="0.9"/></pattern>`;
    case 'pinstripes':
      return `${open(30, 30)}<rect x="0" width="5" height="30" fill="${ink}" opacity="0.75"/></pattern>`;
    case 'dots':
      return (
        `${open(56, 56)}<circle cx="14" cy="14" r="7.5" fill="${ink}"/>` +
        `<circle cx="42" cy="42" r="7.5" fill="${ink}"/></pattern>`
      );
    case 'checks':
      return (
        `${open(56, 56)}<rect width="28" height="56" fill="${ink}" opacity="0.38"/>` +
        `<rect width="56" height="28" fill="${ink}" opacity="0.38"/></pattern>`
      );
    case 'blockprint':
      // a jaal: a diamond lattice with a flower in every diamond
      return (
        `${open(90, 90)}<path d="M0 45 L45 0 L90 45 L45 90 Z" fill="none" stroke="${ink}" stroke-width="3" opacity="0.6"/>` +
        [
          [45, 45],
          [0, 0],
          [90, 0],
          [0, 90],
          [90, 90],
        ]
          .map(([x, y]) => flower(x!, y!, ink, pal.trim))
          .join('') +
        [
          [45, 0],
          [0, 45],
          [90, 45],
          [45, 90],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${ink}"/>`)
          .join('') +
        `</pattern>`
      );
    case 'butti':
      return (
        `${open(70, 70)}<path d="M18 10 L23 18 L18 26 L13 18 Z" fill="${ink}"/>` +
        `<path d="M53 45 L58 53 L53 61 L48 53 Z" fill="${ink}"/></pattern>`
      );
    case 'plain':
      return '';
  }
}

function flower(x: number, y: number, colour: string, centre: string): string {
  const petals = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `<circle cx="${(x + Math.cos(r) * 10).toFixed(1)}" cy="${(y + Math.sin(r) * 10).toFixed(1)}" r="6.5" fill="${colour}"/>`;
    })
    .join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="5.5" fill="${centre}"/>`;
}

// ---- SVG helpers ---------------------------------------------------------------------------------

/** A point, or a quadratic curve into a point: [cx, cy, x, y]. */
export type Pt = readonly [number, number] | readonly [number, number, number, number];

/**
 * A closed path symmetric about x = cx, given its right half from the top centre line
 * clockwise down to the bottom centre line.
 */
export function sym(right: readonly Pt[], cx = 400): string {
  const end = (p: Pt): [number, number] => (p.length === 4 ? [p[2], p[3]] : [p[0], p[1]]);
  const m = (x: number) => r1(2 * cx - x);
  const parts: string[] = [];
  right.forEach((p, i) => {
    if (i === 0) parts.push(`M${r1(p[0])} ${r1(p[1])}`);
    else if (p.length === 4) parts.push(`Q${r1(p[0])} ${r1(p[1])} ${r1(p[2])} ${r1(p[3])}`);
    else parts.push(`L${r1(p[0])} ${r1(p[1])}`);
  });
  for (let i = right.length - 1; i >= 1; i--) {
    const p = right[i]!;
    const [px, py] = end(right[i - 1]!);
    if (p.length === 4) parts.push(`Q${m(p[0])} ${r1(p[1])} ${m(px)} ${r1(py)}`);
    else parts.push(`L${m(px)} ${r1(py)}`);
  }
  return `${parts.join(' ')} Z`;
}

/** A path string from points, open unless closed is set. */
export function poly(points: readonly Pt[], closed = true): string {
  const s = points
    .map((p, i) =>
      i === 0
        ? `M${r1(p[0])} ${r1(p[1])}`
        : p.length === 4
          ? `Q${r1(p[0])} ${r1(p[1])} ${r1(p[2])} ${r1(p[3])}`
          : `L${r1(p[0])} ${r1(p[1])}`,
    )
    .join(' ');
  return closed ? `${s} Z` : s;
}

/** Mirror a list of points about x = cx (for the left-hand copy of a detail). */
export function mirror(points: readonly Pt[], cx = 400): Pt[] {
  return points.map((p) => (p.length === 4 ? [2 * cx - p[0], p[1], 2 * cx - p[2], p[3]] : [2 * cx - p[0], p[1]]));
}

export function r1(v: number): number {
  return Math.round(v * 10) / 10;
}

export type FabricOptions = { colour?: string; pattern?: boolean; shade?: boolean; outline?: boolean };

/** A piece of cloth: flat colour, optional print, soft side shading and a fine darker edge. */
export function fabric(ctx: Ctx, d: string, options: FabricOptions = {}): string {
  const colour = options.colour ?? ctx.pal.main;
  const edge = darken(colour, 0.3);
  let out = `<path d="${d}" fill="${colour}"/>`;
  if ((options.pattern ?? true) && ctx.pattern !== 'plain') out += `<path d="${d}" fill="url(#${ctx.id}-pat)"/>`;
  if (options.shade ?? true) out += `<path d="${d}" fill="url(#${ctx.id}-shade)"/>`;
  if (options.outline ?? true)
    out += `<path d="${d}" fill="none" stroke="${edge}" stroke-width="3" stroke-linejoin="round" opacity="0.55"/>`;
  return out;
}

/** A dashed stitching line. */
export function stitch(d: string, colour: string, width = 2.5, opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="9 7" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** A plain stroked line or curve (folds, seams, straps). */
export function line(d: string, colour: string, width = 3, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

export function circle(x: number, y: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** A button: a disc with a rim and two holes. */
export function button(x: number, y: number, r: number, colour: string): string {
  return (
    circle(x, y, r, colour, ` stroke="${darken(colour, 0.35)}" stroke-width="1.5"`) +
    circle(x - r * 0.3, y, r * 0.16, darken(colour, 0.45)) +
    circle(x + r * 0.3, y, r * 0.16, darken(colour, 0.45))
  );
}

/** Escape text for use inside an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
